/**
 * SPEC §2.9: the device's share sheet with title, excerpt and address; when sharing is unavailable
 * or fails, the address goes to the clipboard. A visitor closing the sheet is not a failure.
 */
export async function shareArticle(data: {
  title: string;
  text: string;
  url: string;
}): Promise<'shared' | 'copied' | 'cancelled' | 'failed'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
