// The demo stream's behaviour (served as a file so the CSP can forbid inline scripts).
// It reports progress to the player the way common embed providers do:
//   parent.postMessage({ type: 'PLAYER_EVENT', data: { event, currentTime, duration, ... } })
// with play, pause, seeked, ended, and timeupdate at most every 5 s while playing.
// It accepts { type: 'NEXUS_COMMAND', command: 'speed' | 'quality', value } from the parent.
(function () {
  'use strict';
  var video = document.getElementById('demo-video');
  var settings = document.getElementById('demo-settings');
  if (!video) return;
  var body = document.body.dataset;
  var target = {
    mediaType: body.type,
    id: Number(body.id),
    season: body.season ? Number(body.season) : undefined,
    episode: body.episode ? Number(body.episode) : undefined,
  };
  var start = Number(body.start || 0);
  var quality = 'auto';
  var lastTimeUpdate = 0;
  var TIMEUPDATE_EVERY_MS = 5000;
  // Messages go only to our own origin: the player that frames this page.
  var parentOrigin = window.location.origin;

  function post(event) {
    if (window.parent === window) return;
    var duration = Number.isFinite(video.duration) ? video.duration : 0;
    window.parent.postMessage(
      {
        type: 'PLAYER_EVENT',
        data: {
          event: event,
          currentTime: video.currentTime,
          duration: duration,
          id: target.id,
          mediaType: target.mediaType,
          season: target.season,
          episode: target.episode,
        },
      },
      parentOrigin,
    );
  }

  function showSettings() {
    if (settings) settings.textContent = 'Speed ' + video.playbackRate + 'x, quality ' + quality;
  }

  video.addEventListener('loadedmetadata', function () {
    if (start > 0 && Number.isFinite(video.duration)) {
      video.currentTime = Math.min(start, Math.max(0, video.duration - 1));
    }
  });
  video.addEventListener('play', function () {
    lastTimeUpdate = Date.now();
    post('play');
  });
  video.addEventListener('pause', function () {
    if (!video.ended) post('pause');
  });
  video.addEventListener('seeked', function () {
    post('seeked');
  });
  video.addEventListener('ended', function () {
    post('ended');
  });
  video.addEventListener('timeupdate', function () {
    if (video.paused || Date.now() - lastTimeUpdate < TIMEUPDATE_EVERY_MS) return;
    lastTimeUpdate = Date.now();
    post('timeupdate');
  });

  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || event.origin !== parentOrigin) return;
    var message = event.data;
    if (!message || message.type !== 'NEXUS_COMMAND') return;
    if (message.command === 'speed') {
      var rate = Number(message.value);
      if ([0.5, 0.75, 1, 1.25, 1.5, 2].indexOf(rate) !== -1) video.playbackRate = rate;
    } else if (message.command === 'quality') {
      // One rendition only: the demo shows the choice so it can be seen to arrive.
      if (['auto', '1080p', '720p', '480p'].indexOf(message.value) !== -1) quality = message.value;
    }
    showSettings();
  });

  showSettings();
  // Muted autoplay is allowed without a gesture; if the browser still refuses, the controls stay.
  var playing = video.play();
  if (playing && typeof playing.catch === 'function') playing.catch(function () {});
})();
