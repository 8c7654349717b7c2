/**
 * The inline script that starts the framework's scripts once the page has shown its largest content
 * (./rewrite.ts puts it before the first holder). Plain ES2017 in a string: it runs before any bundle,
 * and a function's own source would carry the TypeScript runner's helpers.
 *
 * When it starts them, whichever comes first:
 * - the page is parsed, its high-priority images (the LCP image a page marks `fetchpriority="high"`)
 *   have loaded or failed, and the browser has reported a largest contentful paint of one of them; on
 *   a page without such images, the browser then reports a largest contentful paint. A report of the
 *   text is not enough where an image is expected: Chromium may paint a loaded image a frame or more
 *   after the text (it decodes it first), and the scripts would then come before the page's largest
 *   paint;
 * - GRACE_MS after that point without such a report (the largest paint came earlier, or the image was
 *   not the largest element);
 * - the visitor presses, taps, scrolls with a wheel or types: the page must become interactive now;
 * - the page is or becomes hidden (a background tab paints nothing to wait for);
 * - MAX_WAIT_MS after the loader ran, whatever happened (a very slow image);
 * - at once after parsing and one frame, in a browser that reports no largest paint.
 * Holders parsed after the start (a visitor acting while the page still streams) are started as soon
 * as the page is parsed.
 *
 * Each script is inserted in a task of its own (a message to itself, which, unlike a zero-delay timer,
 * is not slowed after a few in a row): each insertion is a request the browser prepares on the page's
 * main thread, 0.5 to 0.8 ms each, and the ten of a page in one task took 10 to 18 ms.
 */

/** Waiting for a largest-paint report after the page is ready, at most. */
export const GRACE_MS = 600
/** Waiting for the page at most. */
export const MAX_WAIT_MS = 4000

export const LOADER_SCRIPT = `(function(){
if(window.__afterLcp)return;window.__afterLcp=1;
var d=document,started=false,parsed=false,ready=false,imagesLeft=0,high='img[fetchpriority="high"]',
hasHigh=false,highPainted=false;
function insert(){var held=[].slice.call(d.querySelectorAll('script[type="text/x-after-lcp"]:not([data-started])')),
next=0,channel=window.MessageChannel?new MessageChannel():null;held.forEach(function(h){h.setAttribute('data-started','')});
function one(){var h=held[next++];if(!h)return;var s=d.createElement('script');s.src=h.getAttribute('data-src');s.async=true;
d.head.appendChild(s);if(next<held.length){if(channel)channel.port2.postMessage(0);else setTimeout(one,0)}}
if(channel)channel.port1.onmessage=one;one()}
function start(){if(started)return;started=true;insert()}
function soon(){setTimeout(start,0)}
function check(){if(parsed&&imagesLeft===0&&!ready){ready=true;setTimeout(start,${GRACE_MS});if(highPainted)soon()}}
function onParsed(){parsed=true;if(started){insert();return}
var all=d.querySelectorAll(high),images=[].filter.call(all,function(i){return !i.complete});
hasHigh=all.length>0;imagesLeft=images.length;images.forEach(function(i){function done(){imagesLeft--;check()}
i.addEventListener('load',done,{once:true});i.addEventListener('error',done,{once:true})});check()}
if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',onParsed,{once:true});else setTimeout(onParsed,0);
var types=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];
if(types.indexOf('largest-contentful-paint')<0){var frame=function(){requestAnimationFrame(soon)};
if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',frame,{once:true});else frame();return}
if(d.visibilityState==='hidden'){start();return}
new PerformanceObserver(function(list){list.getEntries().forEach(function(e){if(e.element&&e.element.matches(high))highPainted=true});
if(ready&&(highPainted||!hasHigh))soon()}).observe({type:'largest-contentful-paint',buffered:true});
['pointerdown','keydown','touchstart','wheel'].forEach(function(t){addEventListener(t,start,{once:true,passive:true,capture:true})});
d.addEventListener('visibilitychange',function(){if(d.visibilityState==='hidden')start()});
setTimeout(start,${MAX_WAIT_MS})})()`
