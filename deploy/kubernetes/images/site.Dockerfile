# The site's image for deploy/kubernetes: nginx with the shipped configuration (deploy/nginx, the files compose
# mounts) and the built pages, taken from the application's image of the same release. From the repository:
#   docker build -t lemans-live:<tag> .
#   docker build -f deploy/kubernetes/images/site.Dockerfile --build-arg APP_IMAGE=lemans-live:<tag> \
#     -t lemans-live-site:<tag> .
ARG APP_IMAGE=lemans-live
FROM ${APP_IMAGE} AS pages
USER root
RUN npm run build -w web

FROM nginx:1.27.5
# The image's own example site would answer on port 80 beside ours.
RUN rm /etc/nginx/conf.d/default.conf
COPY deploy/nginx/nginx.conf /etc/nginx/nginx.conf
COPY deploy/nginx/templates/ /etc/nginx/templates/
COPY --from=pages /app/web/dist/ /usr/share/nginx/lemans/
