// The demo stream's behaviour (served as a file so the CSP can forbid inline scripts).
// It reports progress to the player the way common embed providers do:
//   parent.postMessage({ type: 'PLAYER_EVENT', data: { event, currentTime, duration, ... } })
// with play, pause, seeked, ended, and timeupdate at most every 5 s while playing.
// It accepts { type: 'NEXUS_COMMAND', command: 'speed' | 'quality' | 'title' | 'toggle', value }
// from the parent: 'title' names the title in the label, 'toggle' plays or pauses (the player's
// Space and K). Space and K do the same when this page has focus.
// Watch together (issue 35) adds commands a room's sync needs: 'play', 'pause', 'seek' (value: a
// second), 'rate' (value: a playback rate between 0.5 and 2, the small nudges that close a drift)
// and 'report' (answer with the state now). The state goes back as
//   { type: 'NEXUS_STATE', data: { event, currentTime, duration, paused, buffering, rate, cause } }
// on every play, pause, seek, stall and rate change, and when asked. `cause` is 'command' when
// the change came from a parent's command and 'user' when the viewer made it here, so a host's own
// play, pause and seek can become room commands without the guests' applied ones echoing back.
// Anything else (a malformed value, another window, another origin) changes nothing.
(function () {
  'use strict';
  var video = document.getElementById('demo-video');
  var settings = document.getElementById('demo-settings');
  var label = document.getElementById('demo-label');
  var badge = document.getElementById('demo-badge');
  var hide = document.getElementById('demo-hide');
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

  var buffering = false;
  // Events a command is expected to cause, so they are reported as the command's, not the user's.
  var expected = { play: 0, pause: 0, seeked: 0, ratechange: 0 };
  var EXPECT_FOR_MS = 3000;

  function causeOf(name) {
    if (expected[name] && Date.now() - expected[name] < EXPECT_FOR_MS) {
      expected[name] = 0;
      return 'command';
    }
    return 'user';
  }

  function postState(event, cause) {
    if (window.parent === window) return;
    window.parent.postMessage(
      {
        type: 'NEXUS_STATE',
        data: {
          event: event,
          currentTime: video.currentTime,
          duration: Number.isFinite(video.duration) ? video.duration : 0,
          paused: video.paused,
          buffering: buffering,
          rate: video.playbackRate,
          cause: cause,
        },
      },
      parentOrigin,
    );
  }

  function isSecond(value) {
    return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 86400;
  }

  function startPlaying() {
    var resumed = video.play();
    if (resumed && typeof resumed.catch === 'function') {
      resumed.catch(function () {
        // Refused with sound (no gesture in this frame yet): play muted rather than stay behind.
        video.muted = true;
        var muted = video.play();
        if (muted && typeof muted.catch === 'function') muted.catch(function () {});
      });
    }
  }

  // The sync commands. Each returns whether it was valid, so only a valid one is answered.
  function applySyncCommand(command, value) {
    if (command === 'play') {
      if (video.paused) {
        expected.play = Date.now();
        startPlaying();
      }
    } else if (command === 'pause') {
      if (!video.paused) {
        expected.pause = Date.now();
        video.pause();
      }
    } else if (command === 'seek') {
      if (!isSecond(value)) return false;
      var limit = Number.isFinite(video.duration) ? Math.max(0, video.duration - 0.05) : value;
      expected.seeked = Date.now();
      video.currentTime = Math.min(value, limit);
    } else if (command === 'rate') {
      if (typeof value !== 'number' || !(value >= 0.5 && value <= 2)) return false;
      if (video.playbackRate !== value) {
        expected.ratechange = Date.now();
        video.playbackRate = value;
      }
    } else if (command !== 'report') {
      return false;
    }
    return true;
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
    postState('play', causeOf('play'));
  });
  video.addEventListener('pause', function () {
    if (!video.ended) post('pause');
    postState('pause', causeOf('pause'));
  });
  video.addEventListener('seeked', function () {
    post('seeked');
    postState('seeked', causeOf('seeked'));
  });
  video.addEventListener('ratechange', function () {
    postState('ratechange', causeOf('ratechange'));
  });
  // Stalls: a guest's buffering holds the room until it is ready again.
  video.addEventListener('waiting', function () {
    buffering = true;
    postState('waiting', 'user');
  });
  video.addEventListener('playing', function () {
    if (!buffering) return;
    buffering = false;
    postState('ready', 'user');
  });
  video.addEventListener('canplay', function () {
    if (!buffering) return;
    buffering = false;
    postState('ready', 'user');
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
    } else if (message.command === 'title') {
      // Text only: the name never becomes markup.
      if (label && typeof message.value === 'string' && message.value.length <= 300) {
        label.textContent = 'Demo stream: ' + message.value;
      }
    } else if (message.command === 'toggle') {
      toggle();
    } else if (message.command === 'quality') {
      // One rendition only: the demo shows the choice so it can be seen to arrive.
      if (['auto', '1080p', '720p', '480p'].indexOf(message.value) !== -1) quality = message.value;
    } else if (applySyncCommand(message.command, message.value)) {
      if (message.command === 'report') postState('report', 'command');
      return;
    }
    showSettings();
  });

  function toggle() {
    if (video.paused) {
      var resumed = video.play();
      if (resumed && typeof resumed.catch === 'function') resumed.catch(function () {});
    } else {
      video.pause();
    }
  }

  // Space and K toggle play and pause whatever has focus here (the native controls would act on
  // Space only when the video itself has focus, and a focused button would be pressed instead).
  window.addEventListener(
    'keydown',
    function (event) {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === ' ' || event.key === 'k' || event.key === 'K') {
        event.preventDefault();
        event.stopPropagation();
        toggle();
      }
    },
    true,
  );

  if (hide && badge) {
    hide.addEventListener('click', function () {
      badge.hidden = true;
    });
  }

  showSettings();
  // With sound first: the Play click that opened the player lets the frame play audibly. A page
  // opened without a gesture (a shared link) is refused, and plays muted instead.
  video.muted = false;
  var playing = video.play();
  if (playing && typeof playing.catch === 'function') {
    playing.catch(function () {
      video.muted = true;
      var muted = video.play();
      if (muted && typeof muted.catch === 'function') muted.catch(function () {});
    });
  }
})();
