import http from 'node:http';

/**
 * The baseline: a bare node:http server answering every request with the same bytes the API's list
 * endpoint sends. Run as its own process so it gets the same CPU the API process gets.
 */
const port = Number(process.env.BARE_PORT);
const body = Buffer.from(process.env.BARE_BODY_BASE64 ?? '', 'base64');

http
  .createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    response.end(body);
  })
  .listen(port, '127.0.0.1', () => process.send?.('ready'));
