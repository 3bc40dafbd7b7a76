/**
 * A cookie's name on a scheme: over https it carries the `__Host-` prefix, which a
 * browser accepts only Secure, for Path=/ and without a Domain, so a sibling subdomain or a
 * plain-http page cannot plant one (cookie tossing). On plain http (development, the test suite)
 * the bare name. Used for the server's own cookies (sid, device; server/cookies.ts) and for the
 * SPEC's `csrftoken`, which the browser writes and the server reads (app/layer/api/csrfToken.ts,
 * server/csrf.ts); over https only the prefixed name is read.
 */
export function hostCookieName(https: boolean, name: string): string {
  return https ? `__Host-${name}` : name;
}

/** The csrftoken cookie's name on a scheme: `__Host-csrftoken` over https. */
export const csrfCookieName = (https: boolean): string => hostCookieName(https, 'csrftoken');
