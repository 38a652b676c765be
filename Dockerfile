# One image for every Node part; docker-compose.yml chooses the entry per container.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json .npmrc ./
COPY shared ./shared
COPY svc-catalog/package.json svc-catalog/package.json
COPY svc-orders/package.json svc-orders/package.json
COPY svc-content/package.json svc-content/package.json
COPY svc-workforce/package.json svc-workforce/package.json
COPY gateway/package.json gateway/package.json
COPY shell/package.json shell/package.json
COPY mfe-store/package.json mfe-store/package.json
COPY mfe-website/package.json mfe-website/package.json
COPY mfe-backoffice/package.json mfe-backoffice/package.json
COPY mfe-signage/package.json mfe-signage/package.json
COPY e2e/package.json e2e/package.json
COPY bench/package.json bench/package.json
RUN npm ci --include=dev --no-audit --no-fund
COPY . .
USER node
