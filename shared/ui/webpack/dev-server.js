// @ts-check
// Runs one frontend on its own in development against a running gateway (`npm start`):
//   npm run dev -w @theke/mfe-store        (GATEWAY_URL defaults to http://127.0.0.1:3000, PORT to 4000)
// webpack watches and rebuilds in development mode; the API, media and the other apps' built
// assets are proxied to the gateway, so sessions, /api/init and remotes behave as in production.
const path = require('node:path');
const http = require('node:http');
const express = require('express');
const webpack = require('webpack');

const dir = process.cwd();
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000';
const port = Number(process.env.PORT ?? 4000);

/** @type {(env: Record<string, unknown>, argv: { mode: 'development' }) => import('webpack').Configuration} */
const factory = require(path.join(dir, 'webpack.config.js'));
const config = factory({}, { mode: 'development' });
// Development builds never overwrite dist/, which the gateway serves.
const dist = path.join(dir, 'node_modules', '.cache', 'theke-dev');
config.output = { ...config.output, path: dist, publicPath: '/' };

webpack(config).watch({ aggregateTimeout: 200 }, (error, stats) => {
  if (error) console.error(error);
  else console.log(stats?.toString({ preset: 'errors-warnings', colors: true }) || `[dev] ${path.basename(dir)} rebuilt`);
});

/** Paths answered by the gateway: the API (with sessions), media, and the other apps' builds. */
const PROXIED = /^\/(api|image|upload|assets)(\/|$)/;
const target = new URL(gateway);

/** @type {import('express').RequestHandler} */
function proxyToGateway(req, res, next) {
  if (!PROXIED.test(req.path)) return next();
  const upstream = http.request(
    { hostname: target.hostname, port: target.port, path: req.originalUrl, method: req.method, headers: { ...req.headers, host: target.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => next(error));
  req.pipe(upstream);
}

const app = express();
app.use(proxyToGateway);
app.use(express.static(dist, { index: false }));
app.get('/{*splat}', (_req, res) => res.sendFile(path.join(dist, 'index.html')));
app.listen(port, '127.0.0.1', () => console.log(`[dev] ${path.basename(dir)} on http://127.0.0.1:${port} (API: ${gateway})`));
