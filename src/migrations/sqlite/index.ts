import * as migration_20261122_022410_initial from './20261122_022410_initial';

export const migrations = [
  {
    up: migration_20261122_022410_initial.up,
    down: migration_20261122_022410_initial.down,
    name: '20261122_022410_initial'
  },
];
