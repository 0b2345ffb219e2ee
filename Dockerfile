# Production image: builds the app, then runs it on Node 20 with only production dependencies.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx react-router build && npm prune --omit=dev

FROM node:20-bookworm-slim
# Serbian Latin and Croatian OCR models for the embedded reader (English ships with the npm package).
RUN apt-get update && apt-get install -y --no-install-recommends tesseract-ocr-srp-latn tesseract-ocr-hrv \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --retries=3 CMD node -e "fetch('http://127.0.0.1:3000/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# The supervisor restarts the server if it dies; compose's restart policy restarts the container if the
# supervisor gives up (a crash loop).
CMD ["node", "--import", "tsx", "scripts/supervise.ts"]
