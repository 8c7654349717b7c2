import type { Translation } from 'vanilla-cookieconsent'

/** The consent notice and its preferences, in French. Refusing takes one click, like accepting. */
export const consentTexts: Translation = {
  consentModal: {
    label: 'Cookies et contenus externes',
    title: 'Vos choix pour les contenus externes',
    description:
      'Escale ne dépose aucun cookie de mesure d’audience ni de publicité. Certaines pages proposent des vidéos hébergées par YouTube (Google) : les lire charge leur lecteur, qui dépose ses propres cookies et reçoit votre adresse IP. Vous pouvez l’autoriser pour toutes les vidéos, ou décider vidéo par vidéo.',
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
    ],
  },
}
