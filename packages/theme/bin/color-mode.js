(function () {
  var mode;
  try {
    mode = localStorage.getItem('theme');
  } catch (error) {
    /* storage can be disabled; fall back to the system preference */
  }
  if (mode !== 'light' && mode !== 'dark') {
    mode = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.dataset.theme = mode;
})();
