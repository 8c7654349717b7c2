import type { Translation } from 'vanilla-cookieconsent'

/** The consent notice and its preferences, in French. Refusing takes one click, like accepting. */
export const consentTexts: Translation = {
  consentModal: {
    label: 'Cookies et contenus externes',
    title: 'Vos choix pour les contenus externes',
    description:
      'Certaines pages proposent des contenus d’autres sites : des vidéos hébergées par YouTube (Google), des activités proposées par notre partenaire de voyage. Les afficher charge leur contenu, qui dépose ses propres cookies et reçoit votre adresse IP. Rien n’est chargé sans votre accord ; vous pouvez aussi décider vidéo par vidéo.',
    acceptAllBtn: 'Tout accepter',
    acceptNecessaryBtn: 'Tout refuser',
    showPreferencesBtn: 'Choisir par catégorie',
  },
  preferencesModal: {
    title: 'Gérer les cookies',
    acceptAllBtn: 'Tout accepter',
    acceptNecessaryBtn: 'Tout refuser',
    savePreferencesBtn: 'Enregistrer mes choix',
    closeIconLabel: 'Fermer',
    serviceCounterLabel: 'service|services',
    sections: [
      {
        title: 'Votre choix, à tout moment',
        description:
          'Un refus vaut six mois, une autorisation des vidéos trente jours : nous vous redemandons ensuite. Le lien « Gérer les cookies », en bas de chaque page, rouvre cette fenêtre.',
      },
      {
        title: 'Nécessaires au site',
        description:
          'Retenir ce choix, vos votes et le jeton anti-spam des formulaires. Toujours actifs : le site ne fonctionne pas sans.',
        linkedCategory: 'necessary',
      },
      {
        title: 'Vidéos (YouTube)',
        description:
          'Charger le lecteur de YouTube (Google) sur les pages qui présentent des vidéos, sans vous le demander à chaque fois. Sans cette autorisation, chaque vidéo affiche d’abord une image : cliquer dessus ne lance que celle-ci.',
        linkedCategory: 'videos',
      },
      {
        title: 'Activités de nos partenaires',
        description:
          'Afficher dans les articles les visites et activités réservables de notre partenaire de voyage (GetYourGuide), qui reçoit l’adresse de la page lue, son titre et un identifiant de visiteur. Sans cette autorisation, un lien mène à ses activités.',
        linkedCategory: 'partners',
      },
      {
        title: 'Mesure d’audience',
        description:
          'Compter les visites pour savoir quelles pages sont lues. Aucune mesure n’est faite sans votre accord, ni quand l’association n’en a pas activé.',
        linkedCategory: 'audience',
      },
    ],
  },
}
