/**
 * Opens a link that an API call is about to return (a payment checkout) in a new tab. The tab is
 * opened at the click, before the call, because browsers block a window opened after an await;
 * it is pointed at the link when it arrives, or closed if the call fails.
 */
export async function openInNewTab(getUrl: () => Promise<string>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = await getUrl();
    if (tab && !tab.closed) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.open(url, '_blank', 'noopener');
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}
