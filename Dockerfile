# Build with the same `bun run build` CI exercises; run the single executable as a non-root user.
FROM oven/bun:1.4.4 AS build
WORKDIR /app
COPY package.json bun.lock bunfig.toml ./
RUN bun install --frozen-lockfile
COPY . .
RUN bun run build

FROM debian:bookworm-slim AS runtime
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates \
  && rm -rf /var/lib/apt/lists/* \
  && groupadd --system --gid 10001 salone \
  && useradd --system --uid 10001 --gid 10001 --home /data salone \
  && mkdir -p /data && chown 10001:10001 /data
COPY --from=build /app/dist/salone /usr/local/bin/salone
ENV DATABASE_PATH=/data/salone.db PORT=3000 HOST=0.0.0.0 NODE_ENV=production
VOLUME /data
EXPOSE 3000
USER salone
WORKDIR /data
# The binary checks itself (GET /api/health on PORT/HOST, exit 0/1): no curl in the image.
HEALTHCHECK --interval=30s --timeout=5s --start-period=5s --retries=3 \
  CMD ["/usr/local/bin/salone", "health"]
# `docker stop` sends SIGTERM and waits 10 s: the server finishes requests in flight, closes the
# live sockets, checkpoints the WAL and exits 0 (src/shutdown.ts). Exec form, so the binary is
# PID 1 and receives the signal itself (it installs its own handler; no shell in between).
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/local/bin/salone"]
