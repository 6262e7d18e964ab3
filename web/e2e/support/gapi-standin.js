// Test double for https://apis.google.com/js/api.js (unreachable offline), served by the browser tests in
// its place. It implements the small part of `gapi.iframes` that Firebase Auth's popup flow and the Auth
// emulator's helper iframe use: open a hidden iframe, ping it, and exchange named request/response
// messages between the page and that iframe with postMessage. Not used by the app itself.
(function () {
  'use strict';
  if (window.gapi && window.gapi.iframes) return;

  var TAG = '__gapiStandIn';
  var script = document.currentScript;
  var onloadName = script ? new URL(script.src).searchParams.get('onload') : null;
  var nextId = 1;
  var callbacks = {};
  var endpoints = [];

  // One peer window (the helper iframe seen from the page, or the page seen from the iframe).
  function Endpoint(win) {
    this.win = win;
    this.handlers = {};
    this.waiting = {};
  }
  Endpoint.prototype.register = function (name, handler) {
    this.handlers[name] = handler;
    var queued = this.waiting[name] || [];
    delete this.waiting[name];
    for (var i = 0; i < queued.length; i++) answer(this, queued[i]);
  };
  Endpoint.prototype.send = function (name, data, callback) {
    var id = nextId++;
    if (callback) callbacks[id] = callback;
    this.win.postMessage({ [TAG]: 'request', id: id, name: name, data: data }, '*');
  };

  function endpointFor(win) {
    for (var i = 0; i < endpoints.length; i++) if (endpoints[i].win === win) return endpoints[i];
    var created = new Endpoint(win);
    endpoints.push(created);
    return created;
  }

  // Requests for a handler that is not registered yet wait for it (the iframe registers after loading).
  function answer(endpoint, request) {
    var handler = endpoint.handlers[request.name];
    if (!handler) {
      (endpoint.waiting[request.name] = endpoint.waiting[request.name] || []).push(request);
      return;
    }
    Promise.resolve()
      .then(function () {
        return handler(request.data);
      })
      .then(function (result) {
        endpoint.win.postMessage({ [TAG]: 'response', id: request.id, result: [result] }, '*');
      });
  }

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || typeof message !== 'object' || !message[TAG] || !event.source) return;
    if (message[TAG] === 'response') {
      var callback = callbacks[message.id];
      delete callbacks[message.id];
      // The SDK's own callbacks may throw after handling a result; that must not break messaging.
      try {
        if (callback) callback(message.result);
      } catch (error) {
        void error;
      }
      return;
    }
    if (message.name === '__ping') {
      event.source.postMessage({ [TAG]: 'response', id: message.id, result: [true] }, '*');
      return;
    }
    answer(endpointFor(event.source), message);
  });

  function Iframe(element) {
    this.element = element;
    this.endpoint = endpointFor(element.contentWindow);
  }
  Iframe.prototype.restyle = function () {
    return Promise.resolve();
  };
  Iframe.prototype.getIframeEl = function () {
    return this.element;
  };
  Iframe.prototype.register = function (name, handler) {
    this.endpoint.register(name, handler);
  };
  Iframe.prototype.send = function (name, data, callback) {
    this.endpoint.send(name, data, callback);
  };
  // Resolves once the iframe's own copy of this script answers; pings repeat until it has loaded.
  Iframe.prototype.ping = function (callback) {
    var endpoint = this.endpoint;
    return new Promise(function (resolve) {
      var done = false;
      var timer = setInterval(attempt, 100);
      function attempt() {
        endpoint.send('__ping', null, function () {
          if (done) return;
          done = true;
          clearInterval(timer);
          if (callback) callback();
          resolve();
        });
      }
      attempt();
    });
  };

  var context = {
    open: function (options, onOpened) {
      var element = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (key) {
        if (key === 'style') Object.assign(element.style, attributes.style);
        else element.setAttribute(key, attributes[key]);
      });
      element.src = options.url;
      (options.where || document.body).appendChild(element);
      var iframe = new Iframe(element);
      return Promise.resolve(onOpened ? onOpened(iframe) : iframe);
    },
    getParentIframe: function () {
      var endpoint = endpointFor(window.parent);
      return {
        register: function (name, handler) {
          endpoint.register(name, handler);
        },
        send: function (name, data, callback) {
          endpoint.send(name, data, callback);
        },
      };
    },
  };

  function allow() {
    return true;
  }

  window.gapi = window.gapi || {};
  window.gapi.iframes = {
    CROSS_ORIGIN_IFRAMES_FILTER: allow,
    SAME_ORIGIN_IFRAMES_FILTER: allow,
    Iframe: Iframe,
    getContext: function () {
      return context;
    },
  };
  window.gapi.load = function (_name, options) {
    var callback = typeof options === 'function' ? options : options && options.callback;
    setTimeout(function () {
      if (callback) callback();
    }, 0);
  };

  if (onloadName && typeof window[onloadName] === 'function') window[onloadName]();
  if (typeof window.gapi_onload === 'function') window.gapi_onload();
})();
