// Minimal page until the web app lands: tells the visitor the server is up and whether the database answers.
const root = document.getElementById('root');
if (root) {
  root.innerHTML = `<main style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5">
    <h1>Brandforge</h1>
    <p>Define Your Brand. Amplify Your Voice.</p>
    <p id="status">Checking the server...</p>
  </main>`;
  const status = document.getElementById('status');
  fetch('/readyz')
    .then((r) =>
      status
        ? (status.textContent = r.ok ? 'The server and its database are ready.' : 'The database is not answering yet.')
        : null,
    )
    .catch(() => status && (status.textContent = 'The server cannot be reached.'));
}
