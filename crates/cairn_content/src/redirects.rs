//! Client redirects (`[[redirects]]`): each old path becomes a small static page that sends
//! the visitor to the new one.
//!
//! They are written after rendering rather than planned as routes: a redirect page is not a
//! React page (no navbar, no data, no bundle), it must work without JavaScript, and it must
//! not appear in the route manifest, or client navigation would render it as a page. What a
//! route would have given for free is done here: a `from` that is also a page is an error
//! (checked right after planning), and an internal `to` is checked with the rendered pages'
//! links, so `onBrokenLinks` decides about a redirect to nowhere.

use cairn_config::{SiteConfig, SiteFunction};

use crate::error::{ContentError, Warning};
use crate::functions::call_each;
use crate::plan::{Plan, PlanContext};
use crate::plugin::{
    LoadInput, Needs, OutputFile, Plugin, PluginContent, PluginRoutes, PostBuildContext,
    SiteOutputs,
};
use crate::url::UrlBuilder;

pub const PLUGIN_NAME: &str = "redirects";

/// One page that redirects.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RedirectPage {
    /// Index of the `[[redirects]]` entry, for messages (their count, for a redirect
    /// `createRedirects` gave).
    pub index: usize,
    /// The `from` path as configured.
    pub from: String,
    /// The page's URL path, with the base URL, following `trailingSlash`.
    pub path: String,
    /// Where it sends the visitor: a site path with the base URL (and any query or hash), or
    /// an absolute URL as configured.
    pub target: String,
    pub external: bool,
}

/// Every redirect page the config asks for, in config order.
pub fn redirect_pages(config: &SiteConfig, urls: &UrlBuilder) -> Vec<RedirectPage> {
    let mut pages = Vec::new();
    for (index, redirect) in config.redirects.iter().enumerate() {
        let external = redirect.is_external();
        let target = if external {
            redirect.to.clone()
        } else {
            urls.asset(&redirect.to)
        };
        for from in redirect.from.as_slice() {
            pages.push(RedirectPage {
                index,
                from: from.clone(),
                path: urls.page([from.as_str()]),
                target: target.clone(),
                external,
            });
        }
    }
    pages
}

/// A path as pages and redirects compete for it: `/a/` and `/a` are one output place.
fn path_key(path: &str) -> String {
    path.trim_end_matches('/').to_owned()
}

/// A redirect from a path the site already has a page at (or that another redirect takes)
/// would replace that page in the output: refused, naming both.
pub fn check_redirects(config: &SiteConfig, plan: &Plan) -> Result<(), ContentError> {
    let mut taken: std::collections::HashMap<String, String> = plan
        .routes
        .iter()
        .map(|route| {
            let owner = match &route.source {
                Some(source) => format!("the page `{}` from {}", route.path, source.display()),
                None => format!("the page `{}`", route.path),
            };
            (path_key(&route.path), owner)
        })
        .collect();
    let mut errors = Vec::new();
    for page in redirect_pages(config, &plan.urls) {
        let owner = format!("redirects[{}] (from `{}`)", page.index, page.from);
        match taken.get(&path_key(&page.path)) {
            Some(existing) => errors.push(ContentError::RedirectCollision {
                index: page.index,
                from: page.from.clone(),
                existing: existing.clone(),
            }),
            None => {
                taken.insert(path_key(&page.path), owner);
            }
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(ContentError::many(errors))
    }
}

/// Writes the redirect pages: those `[[redirects]]` lists, and those `createRedirects` gives
/// for the site's pages.
#[derive(Debug, Clone, Default)]
pub struct RedirectsPlugin;

impl Plugin for RedirectsPlugin {
    fn name(&self) -> &str {
        PLUGIN_NAME
    }

    /// `createRedirects` is asked about every page of the site.
    fn needs(&self) -> Needs {
        Needs::EveryRoute
    }

    fn load_content<'a>(
        &'a self,
        _input: LoadInput<'a>,
    ) -> Result<Box<dyn PluginContent + 'a>, ContentError> {
        Ok(Box::new(Redirects))
    }
}

struct Redirects;

impl PluginContent for Redirects {
    fn plan(&self, context: &mut PlanContext<'_>) -> Result<PluginRoutes, ContentError> {
        let created = match &context.config().create_redirects {
            Some(function) => created_redirects(function, context)?,
            None => Vec::new(),
        };
        Ok(PluginRoutes {
            outputs: Some(Box::new(RedirectPages { created })),
            ..PluginRoutes::default()
        })
    }
}

/// The redirects `createRedirects` gives: it is called with each page's path without the
/// base URL (`/docs/intro/`), as Docusaurus calls it, and answers the old paths that send
/// visitors there (a path, a list, or nothing). An old path that is a page, or that another
/// redirect takes, is left out with a warning, as Docusaurus leaves it out.
fn created_redirects(
    function: &SiteFunction,
    context: &mut PlanContext<'_>,
) -> Result<Vec<RedirectPage>, ContentError> {
    let urls = context.urls();
    let config = context.config();
    let base = urls.base_url();
    let targets: Vec<&str> = context
        .planned_routes()
        .iter()
        .map(|route| route.path.as_str())
        .collect();
    let arguments: Vec<serde_json::Value> = targets
        .iter()
        .map(|path| {
            format!(
                "/{}",
                path.strip_prefix(base)
                    .unwrap_or(path)
                    .trim_start_matches('/')
            )
            .into()
        })
        .collect();
    let answers = call_each(
        context.site.options.functions.as_ref(),
        function,
        "createRedirects",
        &arguments,
    )?;
    let mut taken: std::collections::HashSet<String> =
        targets.iter().map(|path| path_key(path)).collect();
    taken.extend(
        redirect_pages(config, urls)
            .iter()
            .map(|page| path_key(&page.path)),
    );
    let mut created = Vec::new();
    let mut refused = Vec::new();
    for (target, answer) in targets.iter().zip(answers) {
        let froms: Vec<String> = match answer {
            serde_json::Value::String(one) => vec![one],
            serde_json::Value::Array(many) => many
                .into_iter()
                .filter_map(|from| from.as_str().map(str::to_owned))
                .collect(),
            _ => Vec::new(),
        };
        for from in froms {
            let path = urls.page([from.as_str()]);
            if !taken.insert(path_key(&path)) {
                refused.push(format!("{from} → {target}"));
                continue;
            }
            created.push(RedirectPage {
                index: config.redirects.len(),
                from,
                path,
                target: (*target).to_owned(),
                external: false,
            });
        }
    }
    if !refused.is_empty() {
        context.warnings.push(Warning {
            location: "cairn.toml: createRedirects".to_owned(),
            message: format!(
                "{} redirect(s) from a path that already has a page or a redirect were left out: {}",
                refused.len(),
                refused.join(", ")
            ),
        });
    }
    Ok(created)
}

/// RedirectsPlugin's outputs: the configured redirect pages, and those `createRedirects` gave.
struct RedirectPages {
    created: Vec<RedirectPage>,
}

impl SiteOutputs for RedirectPages {
    fn post_build(
        &mut self,
        context: &PostBuildContext<'_>,
    ) -> Result<Vec<OutputFile>, ContentError> {
        check_redirects(context.config, context.plan)?;
        let origin = context.config.url.trim_end_matches('/');
        Ok(redirect_pages(context.config, &context.plan.urls)
            .into_iter()
            .chain(self.created.iter().cloned())
            .map(|page| OutputFile {
                path: context.plan.urls.output_file(&page.path),
                bytes: redirect_html(&page, origin, context.config.i18n.current()).into_bytes(),
            })
            .collect())
    }
}

/// The page: a script that goes on at once, keeping the visitor's query and hash unless the
/// target has its own; a meta refresh for browsers without JavaScript; a canonical link, so
/// search engines credit the target; `noindex`, so the old path leaves their index; and a
/// visible link for anyone the redirect does not reach.
pub fn redirect_html(page: &RedirectPage, origin: &str, lang: &str) -> String {
    let absolute = if page.external {
        page.target.clone()
    } else {
        format!("{origin}{}", page.target)
    };
    let keeps_own = page.target.contains(['?', '#']);
    // JSON is valid JavaScript; `<` is escaped so the text cannot close the script element.
    let target_js = serde_json::to_string(&page.target)
        .unwrap_or_else(|_| "\"/\"".to_owned())
        .replace('<', "\\u003c");
    let script = if keeps_own {
        format!("location.replace({target_js});")
    } else {
        format!("location.replace({target_js}+location.search+location.hash);")
    };
    let target = escape_attribute(&page.target);
    let absolute = escape_attribute(&absolute);
    let lang = escape_attribute(lang);
    // The refresh is inside <noscript>: with JavaScript the script has already gone on, with
    // the query and hash, and a refresh racing it could drop them.
    format!(
        "<!doctype html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <title>Page moved</title>\n<meta name=\"robots\" content=\"noindex\">\n\
         <link rel=\"canonical\" href=\"{absolute}\">\n<script>{script}</script>\n\
         <noscript><meta http-equiv=\"refresh\" content=\"0; url={target}\"></noscript>\n\
         </head>\n<body>\n<p>This page has moved to <a href=\"{target}\">{absolute}</a>.</p>\n\
         </body>\n</html>\n"
    )
}

fn escape_attribute(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(extra: &str) -> SiteConfig {
        cairn_config::parse(
            &format!("title = \"T\"\nurl = \"https://t.dev/\"\nbaseUrl = \"/base/\"\n{extra}"),
            std::path::Path::new("cairn.toml"),
        )
        .map_err(|error| error.to_string())
        .expect("valid config")
    }

    #[test]
    fn each_from_is_a_page_under_the_base_url() {
        let config = config(
            "[[redirects]]\nfrom = [\"/old/\", \"/older\"]\nto = \"/new/?tab=a\"\n\
             [[redirects]]\nfrom = \"/gh/\"\nto = \"https://github.com/x\"\n",
        );
        let urls = UrlBuilder::new("/base/", true);
        let pages = redirect_pages(&config, &urls);
        let shown: Vec<_> = pages
            .iter()
            .map(|page| format!("{} {} {}", page.path, page.target, page.external))
            .collect();
        assert_eq!(
            shown,
            [
                "/base/old/ /base/new/?tab=a false",
                "/base/older/ /base/new/?tab=a false",
                "/base/gh/ https://github.com/x true",
            ]
        );
        let urls = UrlBuilder::new("/base/", false);
        assert_eq!(redirect_pages(&config, &urls)[0].path, "/base/old");
    }

    #[test]
    fn the_page_keeps_the_visitors_query_unless_the_target_has_one() {
        let page = |target: &str, external| RedirectPage {
            index: 0,
            from: "/old/".to_owned(),
            path: "/old/".to_owned(),
            target: target.to_owned(),
            external,
        };
        let html = redirect_html(&page("/new/", false), "https://t.dev", "en");
        assert!(html.contains(r#"location.replace("/new/"+location.search+location.hash)"#));
        assert!(html.contains(r#"<link rel="canonical" href="https://t.dev/new/">"#));
        assert!(html.contains(r#"<meta http-equiv="refresh" content="0; url=/new/">"#));
        assert!(html.contains(r#"<meta name="robots" content="noindex">"#));
        assert!(html.contains(r#"moved to <a href="/new/">https://t.dev/new/</a>"#));
        let html = redirect_html(&page("/new/?a=1&b=</script>", false), "https://t.dev", "en");
        assert!(html.contains(r#"location.replace("/new/?a=1&b=\u003c/script>");"#));
        assert!(html.contains("url=/new/?a=1&amp;b=&lt;/script&gt;"));
        let html = redirect_html(&page("https://x.dev/a", true), "https://t.dev", "en");
        assert!(html.contains(r#"<link rel="canonical" href="https://x.dev/a">"#));
    }
}
