import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends bytes as they are to a server and reads its answer. fetch and http.request normalise or refuse odd
 * request targets (`//`, `%`, absolute form), so what a server does with them is only seen this way.
 * Rejects when the answer is not a well-formed HTTP/1.1 answer, or when none comes within `timeoutMs`.
 */
export function rawRequest(port: number, request: string | Buffer, timeoutMs = 3000): Promise<RawAnswer> {
  return exchange(port, request, timeoutMs, isComplete);
}

/**
 * The same, resolving only once the server has closed the connection: a server that waits for more of the
 * request (the rest of a body it was promised) never gives its answer this way.
 */
export function rawRequestUntilClosed(
  port: number,
  request: string | Buffer,
  timeoutMs = 3000,
): Promise<RawAnswer> {
  return exchange(port, request, timeoutMs, () => false);
}

function exchange(
  port: number,
  request: string | Buffer,
  timeoutMs: number,
  isComplete: (bytes: Buffer) => boolean,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => finish(new Error('aucune réponse dans le délai')), timeoutMs);
    const finish = (error?: Error) => {
      clearTimeout(timer);
      socket.destroy();
      if (error) return reject(error);
      try {
        resolve(parseAnswer(Buffer.concat(chunks)));
      } catch (parseError) {
        reject(parseError);
      }
    };
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      // A switched protocol keeps the connection open: its head is the whole answer.
      if (isComplete(Buffer.concat(chunks))) finish();
    });
    socket.on('end', () => finish());
    socket.on('error', (error) => finish(chunks.length > 0 ? undefined : error));
    socket.write(request);
  });
}

/**
 * A request head with the given target: a plain GET that closes the connection after its answer, or a
 * WebSocket handshake.
 */
export function requestLine(target: string | Buffer, { upgrade = false } = {}): Buffer {
  const headers = upgrade
    ? 'Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\n' +
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n'
    : 'Connection: close\r\n';
  return Buffer.concat([
    Buffer.from('GET ', 'latin1'),
    Buffer.isBuffer(target) ? target : Buffer.from(target, 'latin1'),
    Buffer.from(` HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}\r\n`, 'latin1'),
  ]);
}

function isComplete(bytes: Buffer): boolean {
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) return false;
  const head = bytes.subarray(0, end).toString('latin1');
  if (/^HTTP\/1\.1 101 /.test(head)) return true;
  const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
  return length !== undefined && bytes.length - end - 4 >= Number(length);
}

function parseAnswer(bytes: Buffer): RawAnswer {
  const end = bytes.indexOf('\r\n\r\n');
  const text = bytes.toString('latin1');
  if (end < 0) throw new Error(`réponse HTTP incomplète : ${JSON.stringify(text.slice(0, 200))}`);
  const [statusLine = '', ...lines] = bytes.subarray(0, end).toString('latin1').split('\r\n');
  const status = /^HTTP\/1\.1 (\d{3}) [^\r\n]*$/.exec(statusLine)?.[1];
  if (!status) throw new Error(`ligne d'état mal formée : ${JSON.stringify(statusLine)}`);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new Error(`en-tête mal formé : ${JSON.stringify(line)}`);
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = bytes.subarray(end + 4);
  const length = headers['content-length'];
  if (length !== undefined && body.length < Number(length)) throw new Error('corps de réponse tronqué');
  return { status: Number(status), headers, body: body.toString('utf8') };
}
