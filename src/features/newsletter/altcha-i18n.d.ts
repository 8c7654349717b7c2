// altcha's package maps its translations' types to files it does not ship; a translation module only
// registers its strings on the widget's global registry and exports nothing.
declare module 'altcha/i18n/fr-fr'
