// The trade team's script: it listens to the layer's documented events (exchange-layer:*) and
// keeps its page on logout (the layer then redraws as a visitor).
const NAMES = ['ready', 'login-change', 'theme-change', 'language-change', 'logout', 'unread-change'];
const heard = [];
window.hostEvents = heard;
const list = document.getElementById('layer-events');

for (const name of NAMES) {
  document.addEventListener(`exchange-layer:${name}`, (event) => {
    heard.push({ name, detail: event.detail });
    const item = document.createElement('li');
    item.textContent = `${name} ${JSON.stringify(event.detail)}`;
    list?.append(item);
    if (name === 'logout' && document.body.hasAttribute('data-keep-page-on-logout')) event.preventDefault();
  });
}

// Back on the tab after logging in or out elsewhere: the header follows.
window.addEventListener('focus', () => window.exchangeLayer?.refreshUser());
