(function () {
  // Runs in <head> before first paint. The engine writes the site's settings on <html>; the
  // key rules match src/hooks/storage.ts: `key`, or `key-<namespace>` with a namespace.
  var html = document.documentElement;
  var data = html.dataset;
  var suffix = data.storageNamespace ? '-' + data.storageNamespace : '';
  function read(key) {
    try {
      var storage = window[data.storageType === 'sessionStorage' ? 'sessionStorage' : 'localStorage'];
      var value = storage.getItem(key + suffix);
      // Not migrated yet (the theme moves it on first read): the unsuffixed value still counts.
      return value === null && suffix ? storage.getItem(key) : value;
    } catch (error) {
      /* storage can be disabled: the theme warns once, this script stays silent */
      return null;
    }
  }
  var mode = data.disableSwitch === undefined ? read('theme') : null;
  if (mode !== 'light' && mode !== 'dark') {
    mode = data.defaultMode === 'dark' ? 'dark' : 'light';
    if (data.respectPrefersColorScheme !== undefined && window.matchMedia) {
      if (window.matchMedia('(prefers-color-scheme: dark)').matches) mode = 'dark';
      else if (window.matchMedia('(prefers-color-scheme: light)').matches) mode = 'light';
    }
  }
  html.setAttribute('data-theme', mode);
  // A visitor who closed this announcement (same id) never sees it, not even for a frame.
  var bar = data.announcementBarId;
  if (bar && read('docusaurus.announcement.dismiss') === 'true' && read('docusaurus.announcement.id') === bar) {
    html.setAttribute('data-announcement-bar-initially-dismissed', '');
  }
})();
