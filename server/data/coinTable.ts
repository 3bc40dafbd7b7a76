/** Well-known coins: symbol | name | USD price | sectors. Order is market-cap rank. */
const TABLE = `
BTC|Bitcoin|64250|layer1
ETH|Ethereum|3120|layer1
BNB|BNB|582|layer1
SOL|Solana|146|layer1
XRP|XRP|0.552|layer1
DOGE|Dogecoin|0.131|meme
TON|Toncoin|5.42|layer1
ADA|Cardano|0.421|layer1
TRX|TRON|0.158|layer1
AVAX|Avalanche|27.4|layer1
SHIB|Shiba Inu|0.0000172|meme
DOT|Polkadot|5.83|layer1
LINK|Chainlink|12.41|defi
BCH|Bitcoin Cash|361.2|layer1
NEAR|NEAR Protocol|5.12|layer1,ai
LTC|Litecoin|70.3|layer1
POL|Polygon|0.452|layer2
UNI|Uniswap|7.61|defi
ICP|Internet Computer|8.93|layer1
APT|Aptos|7.24|layer1
ETC|Ethereum Classic|21.4|layer1
XLM|Stellar|0.0982|layer1
FIL|Filecoin|4.12|depin
ATOM|Cosmos|6.31|layer1
ARB|Arbitrum|0.701|layer2
OP|Optimism|1.62|layer2
IMX|Immutable|1.41|gamefi,layer2
HBAR|Hedera|0.0712|layer1
VET|VeChain|0.0251|layer1
INJ|Injective|21.3|defi
RENDER|Render|5.94|ai,depin
GRT|The Graph|0.171|ai
SUI|Sui|1.12|layer1
SEI|Sei|0.352|layer1
TIA|Celestia|5.51|layer1
STX|Stacks|1.72|layer2
MKR|Maker|2203|defi
AAVE|Aave|141.5|defi
LDO|Lido DAO|1.21|defi
RUNE|THORChain|4.23|defi
FET|Fetch.ai|1.31|ai
TAO|Bittensor|321.4|ai
WLD|Worldcoin|2.13|ai
PEPE|Pepe|0.00000851|meme
WIF|dogwifhat|1.93|meme
BONK|Bonk|0.0000213|meme
FLOKI|FLOKI|0.000131|meme
GT|GateToken|8.21|layer1
SAND|The Sandbox|0.262|gamefi
MANA|Decentraland|0.281|gamefi
AXS|Axie Infinity|4.92|gamefi
GALA|Gala|0.0191|gamefi
APE|ApeCoin|0.752|gamefi
CRV|Curve DAO|0.301|defi
SNX|Synthetix|1.42|defi
COMP|Compound|48.2|defi
SUSHI|SushiSwap|0.652|defi
1INCH|1inch|0.251|defi
DYDX|dYdX|1.05|defi
GMX|GMX|24.1|defi
PENDLE|Pendle|3.92|defi
ENA|Ethena|0.352|defi
JUP|Jupiter|0.803|defi
PYTH|Pyth Network|0.302|defi
ONDO|Ondo|0.651|rwa
POLYX|Polymesh|0.203|rwa
OM|MANTRA|1.12|rwa
CRO|Cronos|0.0912|layer1
ALGO|Algorand|0.131|layer1
EGLD|MultiversX|28.3|layer1
FTM|Fantom|0.552|layer1
FLOW|Flow|0.551|layer1
KAS|Kaspa|0.152|layer1
XMR|Monero|165.2|layer1
ZEC|Zcash|30.1|layer1
DASH|Dash|25.3|layer1
EOS|EOS|0.502|layer1
XTZ|Tezos|0.703|layer1
NEO|Neo|10.12|layer1
IOTA|IOTA|0.141|layer1
THETA|Theta Network|1.31|depin
CHZ|Chiliz|0.0652|gamefi
ENS|Ethereum Name Service|16.2|defi
QNT|Quant|70.4|layer1
BLUR|Blur|0.201|defi
MINA|Mina|0.452|layer1
ROSE|Oasis|0.0612|layer1
KAVA|Kava|0.381|layer1
ZIL|Zilliqa|0.0142|layer1
CFX|Conflux|0.141|layer1
AR|Arweave|22.3|depin
HNT|Helium|5.42|depin
AKT|Akash Network|2.61|depin,ai
OCEAN|Ocean Protocol|0.602|ai
ARKM|Arkham|1.51|ai
BOME|BOOK OF MEME|0.00851|meme
MEME|Memecoin|0.0112|meme
POPCAT|Popcat|0.903|meme
BRETT|Brett|0.0902|meme
NOT|Notcoin|0.00812|gamefi
DOGS|DOGS|0.000712|meme
STRK|Starknet|0.402|layer2
ZK|ZKsync|0.121|layer2
MNT|Mantle|0.602|layer2
W|Wormhole|0.251|defi
JTO|Jito|2.21|defi
RAY|Raydium|1.62|defi
ORDI|ORDI|30.2|meme
SATS|SATS|0.000000252|meme
TRB|Tellor|80.3|defi
GMT|STEPN|0.141|gamefi
ILV|Illuvium|40.2|gamefi
BEAM|Beam|0.0121|gamefi
YGG|Yield Guild Games|0.452|gamefi
MAGIC|Treasure|0.351|gamefi
LPT|Livepeer|12.1|depin
IO|io.net|2.21|ai,depin
AIOZ|AIOZ Network|0.452|depin
VIRTUAL|Virtuals Protocol|0.902|ai
GOAT|Goatseus Maximus|0.502|meme,ai
`;

export interface CoinSeed {
  symbol: string;
  name: string;
  usd: number;
  sectors: string[];
}

export const KNOWN_COINS: CoinSeed[] = TABLE.trim()
  .split('\n')
  .map((line) => {
    const [symbol, name, usd, sectors] = line.split('|');
    return { symbol: symbol!, name: name!, usd: Number(usd), sectors: sectors!.split(',') };
  });

/** Stablecoins: their prices barely move and they are quotes as well as bases. */
export const STABLES: CoinSeed[] = [
  { symbol: 'USDT', name: 'Tether', usd: 1, sectors: ['stable'] },
  { symbol: 'USDC', name: 'USD Coin', usd: 1, sectors: ['stable'] },
  { symbol: 'DAI', name: 'Dai', usd: 1, sectors: ['stable'] },
  { symbol: 'FDUSD', name: 'First Digital USD', usd: 1, sectors: ['stable'] },
  { symbol: 'TUSD', name: 'TrueUSD', usd: 1, sectors: ['stable'] },
];

export const SECTORS = ['layer1', 'layer2', 'defi', 'meme', 'ai', 'gamefi', 'rwa', 'depin'] as const;
