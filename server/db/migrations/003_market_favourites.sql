-- Favourite markets of the header's market panels, per user (visitors keep theirs in the browser).
CREATE TABLE market_favourites (
  user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  market  TEXT NOT NULL,                       -- spot, futures, delivery, options, alpha, pilot, premarket
  row_id  TEXT NOT NULL,                       -- the row's id in its market, e.g. BTC_USDT or usdt:BTC_USDT
  created BIGINT NOT NULL,
  PRIMARY KEY (user_id, market, row_id)
);
