# syntax=docker/dockerfile:1.7
# The site, back office and API in one image (docs/deployment.md). Build: docker build -t courier .
# The API runs TypeScript through tsx as `pnpm start` does, but the site and back office are built
# here, at image build time, never when a container starts.
ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-bookworm-slim AS base
ENV PNPM_HOME=/pnpm \
    PATH=/pnpm:$PATH \
    CI=true \
    COREPACK_ENABLE_DOWNLOAD_PROMPT=0 \
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# pnpm at the version package.json's packageManager names.
RUN corepack enable
WORKDIR /app

# Every package of the lockfile into pnpm's store; only the lockfile is needed, so this layer
# stays cached until the lockfile changes.
FROM base AS fetch
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json ./
RUN --mount=type=cache,id=pnpm,target=/pnpm/store pnpm fetch

# All dependencies from the lockfile, then the production build of the site and the back office.
FROM fetch AS build
COPY . .
RUN --mount=type=cache,id=pnpm,target=/pnpm/store pnpm install --frozen-lockfile --offline
RUN pnpm build
# Drop the development dependencies: what is left is what the API imports at run time
# (tsx is one of its dependencies; the site's server bundle imports react and react-router).
RUN --mount=type=cache,id=pnpm,target=/pnpm/store \
    pnpm install --frozen-lockfile --offline --prod --config.confirmModulesPurge=false

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# Sources and modules owned by root (read-only to the app); the app's user writes DATA_DIR only.
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
WORKDIR /app/apps/api
# What `pnpm start:prod` runs (apps/api's start script, tsx src/main.ts), with node as PID 1 so
# SIGTERM reaches the server and it closes cleanly.
CMD ["node", "--import", "tsx", "src/main.ts"]
