// What the form needs only once the visitor sends (the upload with its progress, the receipt) arrives
// as one chunk, fetched when the visitor starts on the form (decision 065): the page itself stays
// under its script budget. Sending waits for it, so whatever shows after a send has it at hand.
type AfterSendParts = typeof import("./after-send-parts");

let loaded: AfterSendParts | undefined;
const load = () =>
  import("./after-send-parts").then((parts) => {
    loaded = parts;
    return parts;
  });

export const preloadAfterSend = () => void load().catch(() => undefined);

/** The upload; a chunk that cannot arrive fails the send as a lost connection would. */
export const loadSender = () => load().then((parts) => parts.sendArtworkRequest);

/** The parts once they have arrived: always, once a send has started. */
export const afterSendParts = () => loaded;
