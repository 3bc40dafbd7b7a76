/** The layer's paths are routed to it by the exchange's edge (server.ts here), not by Next. */
export default {
  reactStrictMode: true,
  poweredByHeader: false,
};
