/** A session cookie for a demo user, through the real login call. */
export async function loginCookie(base: string, user: string): Promise<string> {
  const first = await fetch(`${base}/api/web/v1/site/currFiatMarketRates`);
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
  };
  keep(first);
  // Public answers set no cookie: the browser's own token, as the page's code makes it.
  if (!jar.has('csrftoken')) jar.set('csrftoken', 'bench-token');
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(`${base}/api/web/v1/usercenter/login`, {
    method: 'POST',
    headers: { cookie: cookie(), csrftoken: jar.get('csrftoken') ?? '', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: user, password: 'demo1234' }).toString(),
  });
  if (res.status !== 200) throw new Error(`login ${user}: HTTP ${res.status}`);
  keep(res);
  return cookie();
}
