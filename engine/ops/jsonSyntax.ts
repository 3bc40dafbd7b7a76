/**
 * Where a JSON text first goes wrong, with a plain reason. JSON.parse only sometimes says where
 * (V8 often quotes the text around the error instead), so this small scanner finds the offset.
 * It runs only after JSON.parse has failed.
 */
export interface SyntaxProblem {
  offset: number;
  reason: string;
}

class Stop extends Error {
  constructor(
    readonly offset: number,
    readonly reason: string,
  ) {
    super(reason);
  }
}

export function findJsonError(text: string): SyntaxProblem | null {
  let i = 0;
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const what = () => (i >= text.length ? 'end of text' : `"${text[i]}"`);
  const fail = (reason: string): never => {
    throw new Stop(i, reason);
  };
  const literal = (word: string) => {
    if (text.startsWith(word, i)) i += word.length;
    else fail(`unexpected ${what()}`);
  };
  const string = () => {
    i++;
    while (i < text.length && text[i] !== '"') {
      const c = text.charCodeAt(i);
      if (c < 0x20) fail('control character (e.g. a line break) inside a string');
      if (text[i] === '\\') {
        const esc = text[i + 1] ?? '';
        if (esc === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) fail('bad \\u escape');
          i += 6;
          continue;
        }
        if (!'"\\/bfnrt'.includes(esc) || esc === '') fail(`bad escape "\\${esc}"`);
        i += 2;
        continue;
      }
      i++;
    }
    if (i >= text.length) fail('unterminated string');
    i++;
  };
  const number = () => {
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!m || m[0] === '' || m[0] === '-') fail(`unexpected ${what()}`);
    i += m![0].length;
  };
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === '{') object();
    else if (c === '[') array();
    else if (c === '"') string();
    else if (c === 't') literal('true');
    else if (c === 'f') literal('false');
    else if (c === 'n') literal('null');
    else if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) number();
    else fail(i >= text.length ? 'unexpected end of text: a value is missing' : `unexpected ${what()}: expected a value`);
  };
  /** The members of an object or an array up to `close`: `member` reads each, commas between and none after the last. */
  const members = (close: '}' | ']', member: () => void) => {
    i++;
    ws();
    if (text[i] === close) return void i++;
    for (;;) {
      ws();
      if (text[i] === close) fail(`trailing comma before "${close}"`);
      member();
      ws();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === close) return void i++;
      fail(`expected "," or "${close}" after a value, found ${what()}`);
    }
  };
  const object = () =>
    members('}', () => {
      if (text[i] !== '"') fail(`expected a "quoted" key, found ${what()}`);
      string();
      ws();
      if (text[i] !== ':') fail(`expected ":" after the key, found ${what()}`);
      i++;
      value();
    });
  const array = () => members(']', value);
  try {
    value();
    ws();
    if (i < text.length) fail(`unexpected ${what()} after the end of the JSON value`);
    return null;
  } catch (e) {
    if (e instanceof Stop) return { offset: e.offset, reason: e.reason };
    throw e;
  }
}
