# Beckon's server, its dashboard and its embeds in one image.
#   docker build -t beckon .
#   docker run -p 8080:8080 -v beckon-data:/data beckon
# compose.yaml runs it with PostgreSQL and Redis. The container applies pending migrations
# (`beckon migrate`) and then starts the server; /healthz is its health check.

# ---- build: every dependency, the build tools better-sqlite3 may compile with, the bundles ----
FROM node:20-bookworm-slim AS build
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# The manifests first: the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json .npmrc ./
COPY packages/core/package.json packages/core/
COPY packages/embed-kit/package.json packages/embed-kit/
COPY packages/widget/package.json packages/widget/
COPY packages/chat/package.json packages/chat/
COPY packages/signup/package.json packages/signup/
COPY packages/content/package.json packages/content/
COPY packages/react/package.json packages/react/
COPY apps/server/package.json apps/server/
COPY apps/dashboard/package.json apps/dashboard/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
COPY examples/react-app/package.json examples/react-app/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
  && npm prune --omit=dev --no-audit --no-fund \
  # Fails the build here, not at the first visitor, if the native SQLite module did not build.
  && node -e "new (require('better-sqlite3'))(':memory:').prepare('select 1').get()"

# ---- runtime: the built tree and production dependencies, as an unprivileged user ----
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    BECKON_DATA_DIR=/data
WORKDIR /app
# The server finds the bundles and example pages relative to its own files: the layout is the repository's.
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/packages ./packages
COPY --from=build --chown=node:node /app/apps ./apps
COPY --from=build --chown=node:node /app/examples ./examples
RUN mkdir -p /data && chown node:node /data
USER node
# The SQLite database (when DATABASE_URL is unset) and the demo login live here.
VOLUME ["/data"]
EXPOSE 8080
# node, not curl: the slim image has no curl, and fetch is built into Node 20.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# exec: node replaces the shell as PID 1, so `docker stop`'s SIGTERM reaches the server and it drains.
CMD ["sh", "-c", "node apps/server/dist/cli.js migrate && exec node apps/server/dist/main.js"]
