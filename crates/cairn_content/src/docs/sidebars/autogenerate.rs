//! Sidebar items from the docs folder: folders become categories, files become doc items.
//!
//! Order inside a folder: by position (a doc's `sidebar_position`, a category file's
//! `position`, else the number prefix of the name), entries without one last; then by name
//! with the number prefix removed, ignoring case; then by the name as written.

use std::cmp::Ordering;
use std::collections::BTreeMap;

use crate::error::ContentError;

use super::category_file::read_category_file;
use super::fields::invalid;
use super::names::{Name, file_stem, is_index_doc, parse_name};
use super::source::Origin;
use super::spec::{
    CategoryLink, CategorySpec, DocLink, GeneratedIndexSpec, ItemKind, ItemSpec, Style,
};
use super::{SidebarDoc, SidebarOptions, suggest};
use crate::names::{humanize, join};

/// The items for `dir_name` (relative to the version folder; `.` for all of it).
/// `origin` is where the items were asked for: messages about the docs point there.
pub(crate) fn autogenerate(
    docs: &[SidebarDoc],
    dir_name: &str,
    origin: &Origin,
    options: &SidebarOptions<'_>,
) -> Result<Vec<ItemSpec>, ContentError> {
    let root = Folder::tree(docs);
    let generator = Generator { options, origin };
    let Some(start) = root.find(dir_name, options.number_prefix_parser) else {
        // A folder without docs (yet) generates nothing; a folder that is not there is a typo.
        if options.version_dir.join(dir_name).is_dir() {
            return Ok(Vec::new());
        }
        let mut folders = Vec::new();
        root.paths(&mut folders);
        return Err(invalid(
            origin,
            format!("`dirName: {dir_name}` names no folder of the docs"),
            format!(
                "{}; `.` generates the whole docs folder",
                suggest::hint(dir_name, "folders", folders.iter().map(String::as_str))
            ),
        ));
    };
    generator.entries(start, None)
}

/// A folder of the docs, as far as its docs tell.
struct Folder<'a> {
    /// The folder's own name as written, `""` for the version folder.
    name: &'a str,
    /// Path inside the version folder, `/`-separated, `""` for the version folder.
    path: String,
    docs: Vec<&'a SidebarDoc>,
    folders: BTreeMap<&'a str, Folder<'a>>,
}

impl<'a> Folder<'a> {
    fn new(name: &'a str, path: String) -> Self {
        Folder {
            name,
            path,
            docs: Vec::new(),
            folders: BTreeMap::new(),
        }
    }

    fn tree(docs: &'a [SidebarDoc]) -> Self {
        let mut root = Folder::new("", String::new());
        for doc in docs {
            let mut folder = &mut root;
            let mut segments: Vec<&str> = doc.relative_path.split('/').collect();
            segments.pop();
            for segment in segments.into_iter().filter(|segment| !segment.is_empty()) {
                let path = join(&folder.path, segment);
                folder = folder
                    .folders
                    .entry(segment)
                    .or_insert_with(|| Folder::new(segment, path));
            }
            folder.docs.push(doc);
        }
        root
    }

    /// The folder at `dir_name`; each segment matches a folder's name as written or without
    /// its number prefix (`guides` finds `02-guides`).
    fn find(&self, dir_name: &str, strip_prefixes: bool) -> Option<&Folder<'a>> {
        let mut folder = self;
        for segment in dir_name
            .split(['/', '\\'])
            .filter(|segment| !segment.is_empty() && *segment != ".")
        {
            folder = folder.folders.get(segment).or_else(|| {
                folder
                    .folders
                    .values()
                    .find(|child| parse_name(child.name, strip_prefixes).name == segment)
            })?;
        }
        Some(folder)
    }

    /// The id of a doc of this folder (at any depth) that a category file names by its id
    /// inside the folder (`themes-overview` for `api/themes/themes-overview`), as Docusaurus
    /// allows; `None` when `id` is a full doc id, or matches nothing here.
    fn doc_by_local_id(&self, id: &str) -> Option<&'a str> {
        if self.contains_id(id) {
            return None;
        }
        let inside = format!("{}/{id}", self.path.trim_end_matches('/'));
        let mut found = None;
        self.visit_docs(&mut |doc| {
            if found.is_none() && (doc.id == inside || doc.id.rsplit('/').next() == Some(id)) {
                found = Some(doc.id.as_str());
            }
        });
        found
    }

    fn contains_id(&self, id: &str) -> bool {
        let mut found = false;
        self.visit_docs(&mut |doc| found |= doc.id == id);
        found
    }

    fn visit_docs(&self, visit: &mut impl FnMut(&'a SidebarDoc)) {
        for doc in &self.docs {
            visit(doc);
        }
        for child in self.folders.values() {
            child.visit_docs(visit);
        }
    }

    fn paths(&self, out: &mut Vec<String>) {
        for child in self.folders.values() {
            out.push(child.path.clone());
            child.paths(out);
        }
    }

    /// The smallest `sidebar_position` of the docs inside, at any depth.
    fn smallest_position(&self) -> Option<f64> {
        self.docs
            .iter()
            .filter_map(|doc| doc.sidebar_position)
            .chain(self.folders.values().filter_map(Folder::smallest_position))
            .min_by(f64::total_cmp)
    }
}

struct Generator<'a> {
    options: &'a SidebarOptions<'a>,
    origin: &'a Origin,
}

/// Where an entry goes among its siblings.
struct SortKey {
    position: Option<f64>,
    /// Without number prefix, lowercased.
    name: String,
    /// As written, for ties.
    original: String,
}

impl SortKey {
    fn cmp(&self, other: &SortKey) -> Ordering {
        let rank = |position: Option<f64>| position.unwrap_or(f64::INFINITY);
        rank(self.position)
            .total_cmp(&rank(other.position))
            .then_with(|| self.name.cmp(&other.name))
            .then_with(|| self.original.cmp(&other.original))
    }
}

impl Generator<'_> {
    fn name<'n>(&self, name: &'n str) -> Name<'n> {
        parse_name(name, self.options.number_prefix_parser)
    }

    /// The items of `folder`, leaving out the doc its category links to.
    fn entries(
        &self,
        folder: &Folder<'_>,
        linked_doc: Option<&str>,
    ) -> Result<Vec<ItemSpec>, ContentError> {
        let folder_name = self.name(folder.name).name;
        let mut keyed: Vec<(SortKey, ItemSpec)> = Vec::new();
        for doc in &folder.docs {
            if linked_doc == Some(doc.id.as_str()) {
                continue;
            }
            let file_name = doc.relative_path.rsplit('/').next().unwrap_or_default();
            let name = self.name(file_stem(file_name));
            // An index doc that is not its category's link (at the top of the generated
            // items, or when the category links elsewhere) leads its folder.
            let leads = is_index_doc(name.name, folder_name).then_some(f64::NEG_INFINITY);
            let key = SortKey {
                position: doc.sidebar_position.or(leads).or(name.prefix),
                name: name.name.to_lowercase(),
                original: file_name.to_owned(),
            };
            let item = ItemSpec {
                origin: self.origin.clone(),
                kind: ItemKind::Doc(DocLink {
                    id: doc.id.clone(),
                    label: None,
                    style: Style::default(),
                }),
            };
            keyed.push((key, item));
        }
        for child in folder.folders.values() {
            keyed.push(self.category(child)?);
        }
        keyed.sort_by(|a, b| a.0.cmp(&b.0));
        Ok(keyed.into_iter().map(|(_, item)| item).collect())
    }

    fn category(&self, folder: &Folder<'_>) -> Result<(SortKey, ItemSpec), ContentError> {
        let directory = self.options.version_dir.join(&folder.path);
        let mut metadata = read_category_file(&directory, self.options.warnings)?;
        if let Some(CategoryLink::Doc { id, .. }) = &mut metadata.link
            && let Some(found) = folder.doc_by_local_id(id)
        {
            *id = found.to_owned();
        }
        let name = self.name(folder.name);
        let index_doc = self.index_doc(folder, name.name);
        let link = match metadata.link.clone() {
            Some(link) => link,
            None => match index_doc {
                Some(doc) => CategoryLink::Doc {
                    id: doc.id.clone(),
                    origin: self.origin.clone(),
                },
                None => CategoryLink::GeneratedIndex(GeneratedIndexSpec {
                    title: None,
                    description: None,
                    slug: None,
                    keywords: Vec::new(),
                    image: None,
                    origin: Origin::file(&directory),
                }),
            },
        };
        let linked_doc = match &link {
            CategoryLink::Doc { id, .. } => Some(id.as_str()),
            _ => None,
        };
        let items = self.entries(folder, linked_doc)?;
        let key = SortKey {
            position: metadata
                .position
                .or(name.prefix)
                .or_else(|| index_doc.and_then(|doc| doc.sidebar_position))
                .or_else(|| folder.smallest_position()),
            name: name.name.to_lowercase(),
            original: folder.name.to_owned(),
        };
        let item = ItemSpec {
            origin: metadata
                .origin
                .clone()
                .unwrap_or_else(|| self.origin.clone()),
            kind: ItemKind::Category(CategorySpec {
                label: metadata.label.unwrap_or_else(|| humanize(name.name)),
                items,
                collapsible: metadata.collapsible,
                collapsed: metadata.collapsed,
                style: metadata.style,
                link,
            }),
        };
        Ok((key, item))
    }

    /// The listed doc that stands for the folder: `index`, else `README`, else the one named
    /// like the folder. Unlisted docs are hidden, so they cannot be a category's link.
    fn index_doc<'d>(&self, folder: &Folder<'d>, folder_name: &str) -> Option<&'d SidebarDoc> {
        let preference = |doc: &SidebarDoc| {
            let file_name = doc.relative_path.rsplit('/').next().unwrap_or_default();
            let stem = self.name(file_stem(file_name)).name.to_lowercase();
            match stem.as_str() {
                "index" => 0,
                "readme" => 1,
                _ => 2,
            }
        };
        folder
            .docs
            .iter()
            .copied()
            .filter(|doc| {
                let file_name = doc.relative_path.rsplit('/').next().unwrap_or_default();
                is_index_doc(self.name(file_stem(file_name)).name, folder_name)
            })
            .min_by_key(|doc| preference(doc))
    }
}
