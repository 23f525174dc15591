# One image build for every part of the site; each compose service picks its stage. The stages
# run exactly the commands the launcher (npm start) runs.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
USER node

FROM runtime AS services
WORKDIR /app/services
EXPOSE 3000
CMD ["node", "dist/main.js"]

FROM runtime AS shell
EXPOSE 8080
CMD ["node", "shell/dist-server/server/main.js"]

FROM runtime AS remote
ENV REMOTE=mfe-content PORT=3001
CMD ["sh", "-c", "exec node packages/serve/dist/remote-server.js --root \"$REMOTE/dist\" --port \"$PORT\" --name \"$REMOTE\""]
