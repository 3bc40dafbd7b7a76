import { CLIPBOARD_TIMEOUT_MS } from '../../../schemas/constants/layout.ts';

/** SPEC §9 constants, defined in schemas/constants/. */
export { CLIPBOARD_TIMEOUT_MS };

function legacyCopy(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

/** Copies text: the async clipboard within the timeout, else the selection fallback. */
export async function copyText(text: string, timeoutMs = CLIPBOARD_TIMEOUT_MS): Promise<boolean> {
  if (navigator.clipboard?.writeText) {
    const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), timeoutMs));
    const wrote = navigator.clipboard.writeText(text).then(
      () => true,
      () => false,
    );
    if (await Promise.race([wrote, timeout])) return true;
  }
  return legacyCopy(text);
}
