# ocg-judge: one image for the gateway bot (default command), the HTTP endpoint and cards:update.
#
# Two stages. The build stage has the compiler better-sqlite3 needs (it is built from source there),
# compiles the grammar and the TypeScript, then drops the dev dependencies. The runtime stage gets only
# node_modules, dist/ and package.json, and runs as the unprivileged `node` user (uid 1000) with its
# writable state in /app/data (a volume: the cards db, and the SQLite state when REDIS_URL is unset).
#
#   docker build -t ocg-judge .
#   docker run --env-file .env -v ocg-data:/app/data ocg-judge                         # gateway bot
#   docker run --env-file .env -p 8080:8080 -v ocg-data:/app/data ocg-judge node dist/src/bot/serve.js
#   docker run -v ocg-data:/app/data ocg-judge node dist/src/cards/import/update.js /app/data/cards.cdb

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# node-gyp's toolchain, for better-sqlite3's native module.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# Dependencies exactly as locked, without running any package's scripts; then the one native module
# is built from source here, in the build stage.
RUN npm ci --ignore-scripts --no-audit --no-fund \
 && npm rebuild better-sqlite3 \
 && node -e "new (require('better-sqlite3'))(':memory:').prepare('select 1').get()"
COPY tsconfig.json ./
COPY scripts ./scripts
COPY grammars ./grammars
COPY src ./src
COPY commands ./commands
COPY bench ./bench
COPY bin ./bin
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund \
 && rm -rf node_modules/@types
# Of better-sqlite3's build only the compiled module is needed at run time (its sources, the SQLite
# amalgamation and the object files are ~25 MB).
RUN B=node_modules/better-sqlite3 \
 && cp $B/build/Release/better_sqlite3.node /tmp/better_sqlite3.node \
 && rm -rf $B/build $B/deps $B/src \
 && mkdir -p $B/build/Release \
 && mv /tmp/better_sqlite3.node $B/build/Release/better_sqlite3.node \
 && node -e "new (require('better-sqlite3'))(':memory:').prepare('select 1').get()"

FROM ${NODE_IMAGE} AS runtime
# A font with the Chinese glyphs, for the chain picture (/chain image:true); no compiler here.
RUN apt-get update \
 && apt-get install -y --no-install-recommends fonts-wqy-microhei \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    STATE_DB=/app/data/state.sqlite \
    HOST=0.0.0.0 \
    PORT=8080
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/bin ./bin
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME ["/app/data"]
# 8080: the HTTP interactions endpoint (npm run serve); 9464: /metrics and /health of the gateway bot.
EXPOSE 8080 9464
CMD ["node", "dist/src/bot/main.js"]
