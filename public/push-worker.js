// Nightingale's service worker for Web Push (issue 25 item 6). It does nothing but show the
// reminders the server pushes ({ title, body, url }) and open the page a click names (a path on
// this site). It caches nothing and handles no fetches: the app works exactly as without it.

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  let message = { title: 'Nightingale', body: '', url: '/dashboard' };
  try {
    message = { ...message, ...(event.data ? event.data.json() : {}) };
  } catch {
    message.body = event.data ? event.data.text() : '';
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/favicon.svg',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = typeof event.notification.data?.url === 'string' ? event.notification.data.url : '/dashboard';
  // Only pages of this site: a path, never another origin.
  const target = new URL(path.startsWith('/') && !path.startsWith('//') ? path : '/dashboard', self.location.origin);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) {
        if (new URL(client.url).origin === target.origin && 'focus' in client) {
          // navigate() rejects for a window this worker does not control: open a new one instead.
          return client
            .navigate(target.href)
            .then((opened) => (opened ?? client).focus())
            .catch(() => self.clients.openWindow(target.href));
        }
      }
      return self.clients.openWindow(target.href);
    }),
  );
});
