import type { Page, Route } from '@playwright/test'

/**
 * YouTube in the browser tests: no request may leave the machine, so its hosts are answered here. The
 * players get an empty page; the iframe API is a stand-in with YouTube's shape (`YT.Player` with an
 * `onStateChange` event) whose players the test can end (`window.__players`). `requests` lists what the
 * page asked of YouTube's hosts, to check that nothing is asked before consent.
 */
export const FAKE_IFRAME_API = `
window.__players = [];
window.YT = {
  PlayerState: { ENDED: 0, PLAYING: 1 },
  Player: function (element, options) {
    var frame = document.createElement('iframe');
    frame.src = options.host + '/embed/' + options.videoId + '?enablejsapi=1&autoplay=1';
    frame.setAttribute('data-video-id', options.videoId);
    element.replaceWith(frame);
    var player = {
      videoId: options.videoId,
      destroy: function () { frame.remove(); },
      getIframe: function () { return frame; },
      end: function () { options.events.onStateChange({ data: 0 }); },
    };
    window.__players.push(player);
    return player;
  },
};`

const YOUTUBE_HOSTS =
  /^https:\/\/([a-z0-9-]+\.)*(youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com)\//

export async function stubYouTube(page: Page, { api = true } = {}) {
  const requests: string[] = []
  await page.route(YOUTUBE_HOSTS, (route: Route) => {
    const url = route.request().url()
    requests.push(url)
    if (url.startsWith('https://www.youtube.com/iframe_api'))
      return api
        ? route.fulfill({ contentType: 'text/javascript', body: FAKE_IFRAME_API })
        : route.abort('blockedbyclient')
    if (url.includes('/embed/'))
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Lecteur</title>' })
    return route.abort('blockedbyclient')
  })
  return requests
}
