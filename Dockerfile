# syntax=docker/dockerfile:1

# ---- build: install every workspace's dependencies and build web/dist and web/dist-server ----
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV TURBO_TELEMETRY_DISABLED=1 \
    NEXT_TELEMETRY_DISABLED=1 \
    npm_config_update_notifier=false

# Manifests first so `npm ci` is cached until a dependency changes.
COPY package.json package-lock.json .npmrc ./
COPY db/package.json db/
COPY api/package.json api/
COPY web/package.json web/
COPY e2e/package.json e2e/
COPY tools/artwork/package.json tools/artwork/
# npm ci's postinstall applies these to node_modules (the postgres.js fix, decision 034).
COPY patches patches/
RUN npm ci

COPY . .
RUN npm run build

# ---- runtime ----
FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data

# The server runs its TypeScript through tsx, a root devDependency, so the dev
# dependencies stay in node_modules (pruning them would remove tsx). The files stay
# owned by root: the `node` user can read them but only write under /data.
COPY --from=build /app/package.json /app/package-lock.json /app/tsconfig.json /app/tsconfig.base.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/db ./db
COPY --from=build /app/api ./api
COPY --from=build /app/web/package.json ./web/package.json
COPY --from=build /app/web/dist ./web/dist
# The server renderer of the public pages (decision 049), imported by the API.
COPY --from=build /app/web/dist-server ./web/dist-server

# Created before VOLUME so a fresh named volume starts out owned by `node`.
RUN mkdir -p /data/uploads && chown -R node:node /data
VOLUME /data

USER node
EXPOSE 3000

HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live',{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]

CMD ["node", "--import", "tsx", "api/src/server.ts"]
