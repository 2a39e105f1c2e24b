//! Social cards (`[socialCards]`, off unless enabled): a 1200×630 PNG for each page with a
//! title, drawn at build time by `cairn_cards` from the site's template (or Cairn's own) with
//! the page's title, its section and the site's name and logo, and named in the page's head as
//! `og:image` and `twitter:image`. A page whose front matter sets `image` keeps its own.
//!
//! A card's file is named by the hash of everything drawn on it (the template, the logo, the
//! texts, the renderer's version): pages with the same texts share one, and a card drawn by an
//! earlier build is taken from `.cairn/cache/social-cards/` instead of being drawn again.

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use cairn_cards::{CardPainter, CardText, Colors, Template};
use cairn_config::SiteConfig;
use cairn_markdown::HeadTag;

use crate::error::ContentError;
use crate::plan::Route;
use crate::plan::keywords_and_image;
use crate::plugin::{
    LoadInput, OutputFile, OutputsOnly, Plugin, PluginContent, PostBuildContext, SiteOutputs,
};
use crate::url::UrlBuilder;

mod cache_entry;

pub const PLUGIN_NAME: &str = "social-cards";
/// Where the cards are written, inside the output folder.
pub const CARDS_DIR: &str = "assets/social";
/// Where the cards drawn by earlier builds are kept, inside the site's folder.
pub const CACHE_DIR: &str = ".cairn/cache/social-cards";

/// Draws the cards the plan names, when `[socialCards] enabled = true`, and the site's own card
/// (its title and tagline), which every page shows unless it has one of its own: a React page,
/// whose title is known only once it renders, or a page that names its picture with `<Head>`.
#[derive(Debug, Clone, Default)]
pub struct SocialCardsPlugin {
    site_card: Vec<HeadTag>,
}

impl SocialCardsPlugin {
    pub fn new(site_dir: &Path, config: &SiteConfig) -> Result<Self, ContentError> {
        let site_card = match Design::of_site(config, site_dir)? {
            Some(design) => {
                let urls = UrlBuilder::new(&config.base_url, config.trailing_slash);
                keywords_and_image(&[], Some(&design.site_card().path()), config, &urls)
            }
            None => Vec::new(),
        };
        Ok(SocialCardsPlugin { site_card })
    }
}

impl Plugin for SocialCardsPlugin {
    fn name(&self) -> &str {
        PLUGIN_NAME
    }

    /// Site-wide tags, which a page's own `og:image` replaces (see `cairn_render::shell`).
    fn head_tags(&self) -> Vec<HeadTag> {
        self.site_card.clone()
    }

    fn load_content<'a>(
        &'a self,
        _input: LoadInput<'a>,
    ) -> Result<Box<dyn PluginContent + 'a>, ContentError> {
        Ok(Box::new(OutputsOnly(CardFiles::default)))
    }
}

/// What every card of the site shares: the template, read, and the hash of what it draws.
pub(crate) struct Design {
    template: Template,
    fingerprint: blake3::Hasher,
    site_name: String,
    tagline: String,
}

impl Design {
    /// The site's design, or none when cards are off.
    pub(crate) fn of_site(
        config: &SiteConfig,
        site_dir: &Path,
    ) -> Result<Option<Design>, ContentError> {
        let cards = &config.social_cards;
        if !cards.enabled {
            return Ok(None);
        }
        let logo = logo_file(config, site_dir);
        let (source, location) = match &cards.template {
            Some(template) => {
                let path = site_dir.join(template);
                let text = std::fs::read_to_string(&path).map_err(|error| ContentError::SocialCards {
                    location: cairn_config::config_location(site_dir, "socialCards.template")
                        .unwrap_or_else(|| "cairn.toml: socialCards.template".to_owned()),
                    message: format!("cannot read the card template `{template}`: {error}"),
                    help: "give the path of an SVG file inside the site, or remove `template` to use Cairn's own".to_owned(),
                })?;
                (text, Some(path))
            }
            None => (
                cairn_cards::default_template(
                    Colors {
                        background: &cards.background,
                        text: &cards.color,
                        accent: &cards.accent,
                    },
                    cards.logo && logo.is_some(),
                ),
                None,
            ),
        };
        let logo_href = logo
            .as_ref()
            .map(|path| path.to_string_lossy().into_owned());
        let template = Template::parse(&source, logo_href.as_deref()).map_err(|error| {
            let message = error.to_string();
            ContentError::SocialCards {
                location: match &location {
                    Some(path) => path.display().to_string(),
                    None => "Cairn's card template".to_owned(),
                },
                message,
                help: "a card template is an SVG drawing of 1200×630 with a <rect id=\"cairn-title\"> where the title goes; see the social cards section of the SEO docs".to_owned(),
            }
        })?;
        let mut fingerprint = blake3::Hasher::new();
        fingerprint.update(cairn_cards::RENDERER_VERSION.as_bytes());
        fingerprint.update(template.background.as_bytes());
        fingerprint.update(
            format!(
                "{:?}",
                (&template.title, &template.section, &template.site_name)
            )
            .as_bytes(),
        );
        // The logo's bytes count only when a card shows it: with none drawn, a new logo
        // must not draw every card again.
        if let Some(logo) = logo.as_ref().filter(|_| template.draws_logo) {
            fingerprint.update(&std::fs::read(logo).unwrap_or_default());
        }
        Ok(Some(Design {
            template,
            fingerprint,
            site_name: config.title.clone(),
            tagline: config.tagline.clone(),
        }))
    }

    /// The site's card: its tagline (or title) under its name.
    fn site_card(&self) -> Card {
        let title = if self.tagline.trim().is_empty() {
            &self.site_name
        } else {
            &self.tagline
        };
        self.card(title, None)
    }

    /// The card of a title and section, named by the hash of all it shows.
    fn card(&self, title: &str, section: Option<String>) -> Card {
        let mut hash = self.fingerprint.clone();
        for part in [title, section.as_deref().unwrap_or(""), &self.site_name] {
            hash.update(&(part.len() as u64).to_le_bytes());
            hash.update(part.as_bytes());
        }
        Card {
            title: title.to_owned(),
            section,
            name: hash.finalize().to_hex()[..16].to_owned(),
        }
    }

    /// The cards of the routes that get one, each with its file inside the output folder.
    fn cards<'r>(&self, routes: &'r [Route]) -> Vec<(&'r Route, Card)> {
        routes
            .iter()
            .filter_map(|route| {
                let title = route
                    .title
                    .as_deref()
                    .filter(|title| !title.trim().is_empty())?;
                let section = route.search.as_ref().map(|search| match &search.category {
                    Some(category) => format!("{} › {category}", search.group),
                    None => search.group.clone(),
                });
                let card = self.card(title, section);
                // A page with a picture of its own keeps it (the card's own tags, added at plan
                // time, are not one).
                let own = format!("/{}", card.path());
                let has_own_image = route
                    .head
                    .iter()
                    .any(|tag| social_image(tag).is_some_and(|image| !image.ends_with(&own)));
                (!has_own_image).then_some((route, card))
            })
            .collect()
    }
}

/// One page's card.
struct Card {
    title: String,
    section: Option<String>,
    /// The hash its file is named by.
    name: String,
}

impl Card {
    /// Its file's name, in the output's cards folder and in the cache alike.
    fn file_name(&self) -> String {
        format!("{}.png", self.name)
    }

    fn path(&self) -> String {
        format!("{CARDS_DIR}/{}", self.file_name())
    }
}

/// The navbar's logo, when it is a file of the site's static folders a card can draw.
fn logo_file(config: &SiteConfig, site_dir: &Path) -> Option<PathBuf> {
    let src = &config.navbar.logo.as_ref()?.src;
    if src.contains("://") || src.starts_with("data:") {
        return None;
    }
    let file = config.static_file(site_dir, src.trim_start_matches('/'))?;
    let extension = file.extension()?.to_str()?.to_ascii_lowercase();
    matches!(
        extension.as_str(),
        "svg" | "png" | "jpg" | "jpeg" | "webp" | "gif"
    )
    .then_some(file)
}

/// The picture an `og:image` tag names.
fn social_image(tag: &HeadTag) -> Option<&str> {
    let attribute = |name: &str| {
        tag.attributes
            .iter()
            .find(|(key, _)| key == name)
            .map(|(_, value)| value.as_str())
    };
    (tag.tag == "meta" && attribute("property") == Some("og:image"))
        .then(|| attribute("content"))
        .flatten()
}

/// Names each page's card in its head, when `[socialCards]` is enabled.
pub(crate) fn add_card_tags(
    config: &SiteConfig,
    site_dir: &Path,
    urls: &UrlBuilder,
    routes: &mut [Route],
) -> Result<(), ContentError> {
    let Some(design) = Design::of_site(config, site_dir)? else {
        return Ok(());
    };
    let paths: Vec<(String, String)> = design
        .cards(routes)
        .into_iter()
        .map(|(route, card)| (route.path.clone(), card.path()))
        .collect();
    let mut paths = paths.into_iter().peekable();
    for route in routes.iter_mut() {
        if paths.peek().is_some_and(|(path, _)| *path == route.path) {
            let (_, card) = paths.next().expect("peeked");
            route
                .head
                .extend(keywords_and_image(&[], Some(&card), config, urls));
        }
    }
    Ok(())
}

/// The plugin's output: the cards the plan names, drawn or taken from the cache. A full build
/// draws them beside the bundle and the render, on threads that give way to the render (see
/// `priority.rs`); a dev server's build draws them in `post_build`.
type CardFilesResult = Result<Vec<OutputFile>, ContentError>;

#[derive(Default)]
struct CardFiles {
    /// The cards a full build draws while its pages render (`SiteOutputs` must be `Sync`; a
    /// receiver is not).
    started: Option<std::sync::Mutex<std::sync::mpsc::Receiver<CardFilesResult>>>,
}

impl SiteOutputs for CardFiles {
    fn start(&mut self, context: &PostBuildContext<'_>) {
        // A template that cannot be read is reported by `post_build`.
        if let Ok(Some(design)) = Design::of_site(context.config, context.site_dir) {
            let work = CardWork::new(design, &context.plan.routes, context.site_dir);
            let (sender, receiver) = std::sync::mpsc::channel();
            std::thread::Builder::new()
                .name("cairn-social-cards".to_owned())
                .spawn(move || {
                    let _ = sender.send(work.run());
                })
                .ok();
            self.started = Some(std::sync::Mutex::new(receiver));
        }
    }

    fn post_build(
        &mut self,
        context: &PostBuildContext<'_>,
    ) -> Result<Vec<OutputFile>, ContentError> {
        if let Some(started) = self.started.take()
            && let Ok(files) = started
                .into_inner()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .recv()
        {
            return files;
        }
        match Design::of_site(context.config, context.site_dir)? {
            Some(design) => CardWork::new(design, &context.plan.routes, context.site_dir).run(),
            None => Ok(Vec::new()),
        }
    }
}

/// The cards of one plan, each once, and where the drawn ones are kept.
struct CardWork {
    design: Design,
    cards: Vec<Card>,
    cache: PathBuf,
}

impl CardWork {
    fn new(design: Design, routes: &[Route], site_dir: &Path) -> CardWork {
        let mut cards: Vec<Card> = design
            .cards(routes)
            .into_iter()
            .map(|(_, card)| card)
            .collect();
        // The site's own, for the pages without one of their own.
        cards.push(design.site_card());
        // Pages with the same texts share a card.
        cards.sort_by(|a, b| a.name.cmp(&b.name));
        cards.dedup_by(|a, b| a.name == b.name);
        CardWork {
            design,
            cards,
            cache: site_dir.join(CACHE_DIR),
        }
    }

    fn cached(&self, card: &Card) -> PathBuf {
        self.cache.join(card.file_name())
    }

    /// Draws `cards` with a painter of its own, giving way to the render.
    fn draw<'c>(&self, cards: &[&'c Card]) -> Result<Vec<(&'c Card, Vec<u8>)>, ContentError> {
        crate::priority::give_way_to_the_render();
        let mut painter = CardPainter::new(self.design.template.clone()).map_err(|error| {
            ContentError::SocialCards {
                location: "the card template".to_owned(),
                message: error.to_string(),
                help: "check that the template is an SVG drawing resvg can render".to_owned(),
            }
        })?;
        Ok(cards
            .iter()
            .map(|card| {
                let png = painter.draw(&CardText {
                    title: &card.title,
                    section: card.section.as_deref(),
                    site_name: &self.design.site_name,
                });
                (*card, png)
            })
            .collect())
    }

    /// The cards' files: those an earlier build drew from the cache, the others drawn (and
    /// kept in the cache).
    fn run(self) -> Result<Vec<OutputFile>, ContentError> {
        let now = SystemTime::now();
        let (ready, missing): (Vec<&Card>, Vec<&Card>) = self
            .cards
            .iter()
            .partition(|card| cache_entry::is_kept(&self.cached(card), now));
        // One painter per thread, each holding the fonts and the glyphs it has drawn, on
        // threads of their own rather than rayon's: a drawing of a second or more would hold
        // up the pool's short jobs (writing the data chunks while Vite bundles, reading the
        // rendered pages for the search index).
        let threads = std::thread::available_parallelism().map_or(1, usize::from);
        let per_thread = missing.len().div_ceil(threads).max(1);
        let drawn: Vec<(&Card, Vec<u8>)> = std::thread::scope(|scope| {
            let handles: Vec<_> = missing
                .chunks(per_thread)
                .map(|chunk| scope.spawn(|| self.draw(chunk)))
                .collect();
            handles
                .into_iter()
                .map(|handle| handle.join().expect("drawing a card does not panic"))
                .collect::<Result<Vec<_>, ContentError>>()
        })?
        .into_iter()
        .flatten()
        .collect();
        // The cache saves time only: a card that cannot be kept is drawn again next time. Each
        // is written under a temporary name then renamed: a build stopped halfway must not
        // leave a cut PNG that later builds take for the card.
        if !drawn.is_empty() && std::fs::create_dir_all(&self.cache).is_ok() {
            for (card, png) in &drawn {
                let path = self.cached(card);
                let partial = path.with_extension(format!("partial-{}", std::process::id()));
                let kept =
                    std::fs::write(&partial, png).and_then(|()| std::fs::rename(&partial, &path));
                if kept.is_err() {
                    let _ = std::fs::remove_file(&partial);
                }
            }
        }
        // Cards of pages that are gone, or whose texts changed, go once no build has used them
        // for a while: one build of the site (a locale, a dev server) does not see all of them.
        let used: HashSet<String> = self.cards.iter().map(Card::file_name).collect();
        cache_entry::prune(&self.cache, &used, now);
        let mut files: Vec<OutputFile> = drawn
            .into_iter()
            .map(|(card, bytes)| OutputFile {
                path: card.path(),
                bytes,
            })
            .collect();
        for card in ready {
            let path = self.cached(card);
            let bytes =
                std::fs::read(&path).map_err(|source| ContentError::Unreadable { path, source })?;
            files.push(OutputFile {
                path: card.path(),
                bytes,
            });
        }
        files.sort_by(|a, b| a.path.cmp(&b.path));
        Ok(files)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The name of the card of one title, on a site whose logo file holds `logo` and whose
    /// `[socialCards]` says `logo = show_logo`.
    fn card_name(logo: &str, show_logo: bool) -> String {
        let site = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(site.path().join("static/img")).unwrap();
        std::fs::write(site.path().join("static/img/logo.svg"), logo).unwrap();
        let config = cairn_config::parse(
            &format!(
                "title = \"Trails\"\nurl = \"https://cards.example\"\n[navbar]\nlogo = {{ src = \"img/logo.svg\", alt = \"Trails\" }}\n[socialCards]\nenabled = true\nlogo = {show_logo}\n"
            ),
            &site.path().join("cairn.toml"),
        )
        .unwrap();
        let design = Design::of_site(&config, site.path()).unwrap().unwrap();
        design.card("A page", None).name
    }

    #[test]
    fn a_new_logo_draws_the_cards_again_only_when_they_show_it() {
        let (old, new) = ("<svg id=\"old\"/>", "<svg id=\"new\"/>");
        assert_ne!(card_name(old, true), card_name(new, true));
        assert_eq!(card_name(old, false), card_name(new, false));
    }
}
