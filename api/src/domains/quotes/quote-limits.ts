// No zod here: the quote form's quantity inputs show this on a page that loads no validator until
// the coach starts on the form (decision 029).

/** The most of one item a quote request may ask for. */
export const MAX_ITEM_QUANTITY = 500;
