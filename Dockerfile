# The whole product (API, applicant site, admin console) in one image.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY forms/package.json forms/
COPY form-ui/package.json form-ui/
COPY test-support/package.json test-support/
COPY api/package.json api/
COPY paypal-emulator/package.json paypal-emulator/
COPY contract/package.json contract/
COPY web/package.json web/
COPY admin/package.json admin/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY tsconfig.json ./
COPY forms forms
COPY form-ui form-ui
COPY api api
COPY paypal-emulator paypal-emulator
COPY contract contract
COPY web web
COPY admin admin
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/forms/package.json forms/package.json
COPY --from=build /app/forms/dist forms/dist
COPY --from=build /app/forms/india-evisa forms/india-evisa
COPY --from=build /app/api/package.json api/package.json
COPY --from=build /app/api/dist api/dist
# Test mode (no PayPal credentials) mounts the PayPal sandbox emulator.
COPY --from=build /app/paypal-emulator/package.json paypal-emulator/package.json
COPY --from=build /app/paypal-emulator/dist paypal-emulator/dist
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/admin/dist admin/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# The heap's bound as api/package.json's start script sets it (README 'Memory').
CMD ["node", "--max-old-space-size=512", "api/dist/src/main.js"]
