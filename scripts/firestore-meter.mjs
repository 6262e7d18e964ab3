// What a page receives from Firestore, counted through the DevTools protocol (the benchmarks: bench-scale.mjs, and
// the visitor's visit in bench-interactions.ts).

/**
 * Counts what the page receives from Firestore through the DevTools protocol: bytes of every Firestore
 * response, and documents in the Listen channel's stream (each `documentChange` is one document read) and in
 * the REST reads of the lists (each `document` of a runQuery answer).
 */
export async function firestoreMeter(page, firestoreHost) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const firestoreIds = new Set();
  // serverMs: from sending the first runQuery (the list's first page) to its answer's headers; answerMs: from
  // asking for the page to those headers. The shell sends that read while the scripts download, so the server's
  // wait delays the first card only where the answer comes after the scripts are ready.
  const meter = { bytes: 0, documents: 0, serverMs: undefined, answerMs: undefined };
  const sentAt = new Map();
  let pageAskedAt;
  cdp.on('Network.responseReceived', (e) => {
    if (!e.response.url.includes(firestoreHost)) return;
    firestoreIds.add(e.requestId);
    if (sentAt.has(e.requestId) && meter.serverMs === undefined) {
      meter.serverMs = (e.timestamp - sentAt.get(e.requestId)) * 1000;
      meter.answerMs = (e.timestamp - pageAskedAt) * 1000;
    }
    if (e.response.url.includes('/Listen/channel')) {
      cdp.send('Network.streamResourceContent', { requestId: e.requestId }).then(
        (r) => {
          const text = Buffer.from(r.bufferedData ?? '', 'base64').toString('utf8');
          meter.documents += (text.match(/"documentChange"/g) ?? []).length;
        },
        () => undefined,
      );
    }
  });
  const restReads = new Set();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.type === 'Document' && pageAskedAt === undefined) pageAskedAt = e.timestamp;
    if (!e.request.url.includes(firestoreHost) || !e.request.url.endsWith(':runQuery')) return;
    if (restReads.size === 0) sentAt.set(e.requestId, e.timestamp);
    restReads.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (!restReads.has(e.requestId)) return;
    cdp.send('Network.getResponseBody', { requestId: e.requestId }).then(
      (r) => {
        const text = r.base64Encoded ? Buffer.from(r.body, 'base64').toString('utf8') : r.body;
        meter.documents += (text.match(/"document"\s*:/g) ?? []).length;
      },
      () => undefined,
    );
  });
  cdp.on('Network.dataReceived', (e) => {
    if (!firestoreIds.has(e.requestId)) return;
    meter.bytes += e.encodedDataLength || e.dataLength;
    if (e.data) meter.documents += (Buffer.from(e.data, 'base64').toString('utf8').match(/"documentChange"/g) ?? []).length;
  });
  return { cdp, meter };
}
