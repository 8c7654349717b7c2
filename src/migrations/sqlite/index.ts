import * as migration_20261122_022410_initial from './20261122_022410_initial';
import * as migration_20261122_023833_home_carousel from './20261122_023833_home_carousel';
import * as migration_20261122_024110_event_search_text from './20261122_024110_event_search_text';
import * as migration_20261123_061522_mail_outbox from './20261123_061522_mail_outbox';
import * as migration_20261123_071613_rate_limits from './20261123_071613_rate_limits';
import * as migration_20261123_171435_contact_forms_newsletter from './20261123_171435_contact_forms_newsletter';
import * as migration_20261123_193742_post_ratings from './20261123_193742_post_ratings';
import * as migration_20261123_234509_comments from './20261123_234509_comments';
import * as migration_20261124_070403_editorial_workflow from './20261124_070403_editorial_workflow';
import * as migration_20261126_152716_video_gallery_weather_consent from './20261126_152716_video_gallery_weather_consent';
import * as migration_20261126_165047_partners_audience from './20261126_165047_partners_audience';
import * as migration_20261126_174737_search_index from './20261126_174737_search_index';
import * as migration_20261127_005350_search_bar_settings from './20261127_005350_search_bar_settings';
import * as migration_20261127_035701_search_bar_behaviour from './20261127_035701_search_bar_behaviour';
import * as migration_20261127_080112_search_required_filters from './20261127_080112_search_required_filters';
import * as migration_20261127_104353_searches_own_settings from './20261127_104353_searches_own_settings';

export const migrations = [
  {
    up: migration_20261122_022410_initial.up,
    down: migration_20261122_022410_initial.down,
    name: '20261122_022410_initial',
  },
  {
    up: migration_20261122_023833_home_carousel.up,
    down: migration_20261122_023833_home_carousel.down,
    name: '20261122_023833_home_carousel',
  },
  {
    up: migration_20261122_024110_event_search_text.up,
    down: migration_20261122_024110_event_search_text.down,
    name: '20261122_024110_event_search_text',
  },
  {
    up: migration_20261123_061522_mail_outbox.up,
    down: migration_20261123_061522_mail_outbox.down,
    name: '20261123_061522_mail_outbox',
  },
  {
    up: migration_20261123_071613_rate_limits.up,
    down: migration_20261123_071613_rate_limits.down,
    name: '20261123_071613_rate_limits',
  },
  {
    up: migration_20261123_171435_contact_forms_newsletter.up,
    down: migration_20261123_171435_contact_forms_newsletter.down,
    name: '20261123_171435_contact_forms_newsletter',
  },
  {
    up: migration_20261123_193742_post_ratings.up,
    down: migration_20261123_193742_post_ratings.down,
    name: '20261123_193742_post_ratings',
  },
  {
    up: migration_20261123_234509_comments.up,
    down: migration_20261123_234509_comments.down,
    name: '20261123_234509_comments',
  },
  {
    up: migration_20261124_070403_editorial_workflow.up,
    down: migration_20261124_070403_editorial_workflow.down,
    name: '20261124_070403_editorial_workflow',
  },
  {
    up: migration_20261126_152716_video_gallery_weather_consent.up,
    down: migration_20261126_152716_video_gallery_weather_consent.down,
    name: '20261126_152716_video_gallery_weather_consent',
  },
  {
    up: migration_20261126_165047_partners_audience.up,
    down: migration_20261126_165047_partners_audience.down,
    name: '20261126_165047_partners_audience',
  },
  {
    up: migration_20261126_174737_search_index.up,
    down: migration_20261126_174737_search_index.down,
    name: '20261126_174737_search_index',
  },
  {
    up: migration_20261127_005350_search_bar_settings.up,
    down: migration_20261127_005350_search_bar_settings.down,
    name: '20261127_005350_search_bar_settings',
  },
  {
    up: migration_20261127_035701_search_bar_behaviour.up,
    down: migration_20261127_035701_search_bar_behaviour.down,
    name: '20261127_035701_search_bar_behaviour',
  },
  {
    up: migration_20261127_080112_search_required_filters.up,
    down: migration_20261127_080112_search_required_filters.down,
    name: '20261127_080112_search_required_filters',
  },
  {
    up: migration_20261127_104353_searches_own_settings.up,
    down: migration_20261127_104353_searches_own_settings.down,
    name: '20261127_104353_searches_own_settings'
  },
];
