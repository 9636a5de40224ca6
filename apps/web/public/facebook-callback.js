/* global window */
// Facebook's login dialog returns here with the token in the URL fragment. The app's tab
// listens on a same-origin BroadcastChannel (Facebook's pages cut window.opener).
(function () {
  var params = new URLSearchParams(window.location.hash.slice(1));
  var channel = new BroadcastChannel('cadenza-facebook-login');
  channel.postMessage({
    type: 'cadenza:sandbox-facebook-login',
    accessToken: params.get('access_token'),
    state: params.get('state'),
  });
  channel.close();
  window.close();
})();
