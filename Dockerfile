# One image for every service; docker-compose.yml picks the service with `command`.
FROM node:20-bookworm-slim

WORKDIR /app

# Manifests first, so that the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json .npmrc ./
COPY packages/alkamel/package.json packages/alkamel/
COPY packages/bus/package.json packages/bus/
COPY packages/circuits/package.json packages/circuits/
COPY packages/contract/package.json packages/contract/
COPY packages/http/package.json packages/http/
COPY packages/metrics/package.json packages/metrics/
COPY packages/platform/package.json packages/platform/
COPY packages/projections/package.json packages/projections/
COPY packages/race/package.json packages/race/
COPY packages/race-events/package.json packages/race-events/
COPY packages/recordings/package.json packages/recordings/
COPY services/api/package.json services/api/
COPY services/feed/package.json services/feed/
COPY services/ingest/package.json services/ingest/
COPY services/realtime/package.json services/realtime/
COPY web/package.json web/
COPY migrations/package.json migrations/
COPY tests/package.json tests/
# Dev dependencies included: the services run their TypeScript through tsx.
RUN npm ci --no-audit --no-fund

COPY . .

ENV NODE_ENV=production
USER node
CMD ["npm", "start"]
