#![allow(clippy::unwrap_used)]

use super::react_html::is_javascript_url;
use super::theme_components::{is_plain, is_static_file_path};
use super::*;
use crate::ssr::HEADING_LINK_LABEL;
use serde_json::Value;

const LINKS: ServerContent = ServerContent {
    place: ContentPlace::Page,
    links: true,
    admonitions: true,
    tabs: true,
};

/// The page prop with `content` as given, prerendered for `/docs/intro/` with mark `m`:
/// the content the worker gets, and each fragment's HTML.
fn prerender(content: &str, rules: ServerContent) -> Option<(String, Vec<String>)> {
    let page = format!("{{\"title\":\"T\",\"content\":{content},\"toc\":[]}}");
    let (json, fragments) = prerender_page(&page, "/docs/intro/", rules, HEADING_LINK_LABEL, "m")?;
    let value: Value = serde_json::from_str(&json).unwrap();
    assert_eq!(value["title"], "T", "the rest of the page is kept");
    let content = value["content"].to_string();
    Some((
        content,
        fragments
            .into_iter()
            .map(|fragment| fragment.html)
            .collect(),
    ))
}

fn html(node: &str) -> String {
    let (_, fragments) = prerender(&format!("[\"Fragment\",{node}]"), LINKS).unwrap();
    assert_eq!(fragments.len(), 1);
    fragments.into_iter().next().unwrap()
}

#[test]
fn runs_become_placeholders_and_keep_their_siblings_places() {
    let (content, fragments) = prerender(
        r#"["Fragment",["h2",{"id":"a"},"A"],["p","One ",["em","two"]],["CodeBlock",{"code":"x"}],["p","Text ",["Math",{"html":"<m/>"}]," and ",["strong","bold"]]]"#,
        LINKS,
    )
    .unwrap();
    assert_eq!(
        content,
        r#"["Fragment","m/0;","",["CodeBlock",{"code":"x"}],["p","Text ",["Math",{"html":"<m/>"}],"m/1;",""]]"#
    );
    assert_eq!(
        fragments,
        [
            r##"<h2 id="a" class="anchor">A<a href="/docs/intro/#a" class="hash-link" aria-label="Direct link to A">#</a></h2><p>One <em>two</em></p>"##,
            " and <strong>bold</strong>",
        ]
    );
}

#[test]
fn nothing_to_render_leaves_the_page_as_it_is() {
    // Text alone, components, and elements with props whose rules are not known here.
    assert_eq!(prerender(r#"["Fragment","text"]"#, LINKS), None);
    assert_eq!(
        prerender(r#"["Fragment",["Details",["p","x"]]]"#, LINKS),
        None
    );
    assert_eq!(
        prerender(r#"["Fragment",["p",{"onClick":"x"},"t"]]"#, LINKS),
        None
    );
    assert_eq!(prerender(r#"["Fragment",["pre","x"]]"#, LINKS), None);
    assert_eq!(prerender(r#"{"not":"a tree"}"#, LINKS), None);
    assert_eq!(
        prerender_page(
            "{\"title\":\"no content\"}",
            "/",
            LINKS,
            HEADING_LINK_LABEL,
            "m"
        ),
        None
    );
}

#[test]
fn a_root_that_is_not_a_fragment_is_replaced_whole() {
    let (content, fragments) = prerender(r#"["p","x"]"#, LINKS).unwrap();
    assert_eq!(content, r#""m/0;""#);
    assert_eq!(fragments, ["<p>x</p>"]);
}

#[test]
fn without_the_theme_link_links_and_headings_stay_with_react() {
    let rules = ServerContent {
        links: false,
        ..LINKS
    };
    let (content, fragments) = prerender(
        r#"["Fragment",["h2",{"id":"a"},"A"],["p","See ",["a",{"href":"/x/"},"x"],"."],["ul",["li","item"]]]"#,
        rules,
    )
    .unwrap();
    assert_eq!(
        content,
        r#"["Fragment",["h2",{"id":"a"},"A"],["p","See ",["a",{"href":"/x/"},"x"],"."],"m/0;"]"#
    );
    assert_eq!(fragments, ["<ul><li>item</li></ul>"]);
}

#[test]
fn links_follow_the_theme_link() {
    let link = |props: &str| html(&format!("[\"a\",{props},\"x\"]"));
    assert_eq!(
        link(r#"{"href":"/docs/b/"}"#),
        r#"<a href="/docs/b/">x</a>"#
    );
    assert_eq!(
        link(r##"{"href":"#part"}"##),
        r#"<a href="/docs/intro/#part">x</a>"#
    );
    assert_eq!(link(r#"{"href":"?q=1"}"#), r#"<a href="?q=1">x</a>"#);
    assert_eq!(
        link(r#"{"href":"https://e.com","title":"It's"}"#),
        r#"<a href="https://e.com" target="_blank" rel="noopener noreferrer" title="It&#x27;s">x</a>"#
    );
    assert_eq!(
        link(r#"{"href":"HTTP://e.com","rel":"me"}"#),
        r#"<a href="HTTP://e.com" target="_blank" rel="me">x</a>"#
    );
    // A file is not routed, and opens in place unless it is on another site.
    assert_eq!(
        link(r#"{"href":"/files/a.pdf"}"#),
        r#"<a href="/files/a.pdf">x</a>"#
    );
    assert_eq!(
        link(r#"{"href":"/page.html#x"}"#),
        r#"<a href="/page.html#x">x</a>"#
    );
    assert_eq!(
        link(r#"{"href":"mailto:a@b.c"}"#),
        r#"<a href="mailto:a@b.c">x</a>"#
    );
    assert_eq!(
        link(r#"{"href":"/x/","target":"_self"}"#),
        r#"<a href="/x/" target="_self">x</a>"#
    );
    assert_eq!(link(r#"{"href":""}"#), r#"<a href="">x</a>"#);
    // React replaces `javascript:` URLs; links without an href or with a prop not known
    // here are React's.
    for props in [
        r#"{"href":" jav\tascript:alert(1)"}"#,
        r#"{"name":"x"}"#,
        r#"{"href":"/x/","download":true}"#,
    ] {
        let tree = format!("[\"Fragment\",[\"a\",{props},\"x\"]]");
        assert_eq!(prerender(&tree, LINKS), None, "{props}");
    }
}

#[test]
fn headings_tables_images_and_plain_props() {
    assert_eq!(
        html(r#"["h3",{"className":"x","id":"b"},"B ",["code","c"]]"#),
        r##"<h3 id="b" class="anchor x">B <code>c</code><a href="/docs/intro/#b" class="hash-link" aria-label="Direct link to B c">#</a></h3>"##
    );
    assert_eq!(html(r#"["h4","No id"]"#), "<h4>No id</h4>");
    assert_eq!(
        html(r#"["table",["tbody",["tr",["td",{"style":{"textAlign":"right"}},"1"]]]]"#),
        r#"<div class="table-wrapper"><table><tbody><tr><td style="text-align:right">1</td></tr></tbody></table></div>"#
    );
    assert_eq!(
        html(r#"["img",{"alt":"A \"b\"","loading":"lazy","src":"/i.png","title":"T"}]"#),
        r#"<img loading="lazy" alt="A &quot;b&quot;" src="/i.png" title="T"/>"#
    );
    assert_eq!(
        html(r#"["img",{"src":"/i.png"}]"#),
        r#"<img loading="lazy" alt="" src="/i.png"/>"#
    );
    assert_eq!(
        html(r#"["ol",{"start":3},["li","a",["br"],"b"]]"#),
        r#"<ol start="3"><li>a<br/>b</li></ol>"#
    );
    assert_eq!(
        html(r#"["span",{"aria-hidden":true,"data-kind":"k"},"a","","b"]"#),
        r#"<span aria-hidden="true" data-kind="k">a<!-- -->b</span>"#
    );
    // Props React writes otherwise, or whose rule is not known here, leave the element to
    // React; the children of a plain element are still written here (one fragment).
    for (tree, fragments) in [
        // An eager image gets a preload from React.
        (r#"["img",{"src":"/i.png","loading":"eager"}]"#, None),
        (r#"["br","x"]"#, None),
        // React trims style values.
        (r#"["p",{"style":{"color":" red"}},["em","x"]]"#, Some(1)),
        (r#"["p",{"style":{"msFlex":"1"}},["em","x"]]"#, Some(1)),
        // JavaScript writes neither number as Rust does.
        (
            r#"["ol",{"start":12345678901234567890},["li","x"]]"#,
            Some(1),
        ),
        (r#"["ol",{"start":1.5},["li","x"]]"#, Some(1)),
    ] {
        let prerendered = prerender(&format!("[\"Fragment\",{tree}]"), LINKS);
        assert_eq!(prerendered.map(|(_, f)| f.len()), fragments, "{tree}");
    }
}

#[test]
fn expanding_puts_fragments_in_place_and_drops_separators_react_added_for_them() {
    let fragment = |html: &str, text_first, text_last| Fragment {
        html: html.to_owned(),
        text_first,
        text_last,
    };
    let fragments = [
        fragment("<em>a</em>", false, false),
        fragment("b <em>c</em> d", true, true),
    ];
    // The first run starts and ends with an element: the separators beside it were React's
    // answer to the placeholder's text. The second starts and ends with text: they stay.
    let page = "<p>x<!-- -->m/0;<!-- -->y</p><p>x<!-- -->m/1;<!-- -->y</p>";
    assert_eq!(
        expand(page.to_owned(), "m", &fragments).unwrap(),
        "<p>x<em>a</em>y</p><p>x<!-- -->b <em>c</em> d<!-- -->y</p>"
    );
    assert_eq!(
        expand("m/7;".to_owned(), "m", &fragments).unwrap_err(),
        "a content placeholder names `7`"
    );
    assert_eq!(
        expand("m/0".to_owned(), "m", &fragments).unwrap_err(),
        "a content placeholder has no end"
    );
    // Another mark, or shared markup's placeholder, is not one.
    let other = "n/0; <!--m:0-->".to_owned();
    assert_eq!(expand(other.clone(), "m", &fragments).unwrap(), other);
}

#[test]
fn plain_tags_are_found() {
    for tag in ["abbr", "blockquote", "p", "var", "h1", "ul"] {
        assert!(is_plain(tag), "{tag}");
    }
    for tag in [
        "a", "h2", "table", "img", "pre", "details", "input", "Fragment", "br",
    ] {
        assert!(!is_plain(tag), "{tag}");
    }
}

#[test]
fn javascript_urls_and_static_files_are_told_apart_as_the_theme_and_react_do() {
    assert!(is_javascript_url("javascript:x"));
    assert!(is_javascript_url("\u{1} JaVa\nScRipt\t:x"));
    assert!(!is_javascript_url("javascriptx:"));
    assert!(!is_javascript_url("/javascript:"));
    assert!(is_static_file_path("/a/b.PDF"));
    assert!(!is_static_file_path("/a/b.html"));
    assert!(!is_static_file_path("/a.b/c"));
    assert!(!is_static_file_path("/a/b.tar-gz"));
    assert!(!is_static_file_path(""));
}

#[test]
fn routes_qualify_unless_a_component_between_them_and_their_content_is_replaced() {
    let shadowed = |names: &[&str]| {
        names
            .iter()
            .map(|name| (*name).to_owned())
            .collect::<Vec<_>>()
    };
    let rules = |component: &str, names: &[&str]| {
        ServerContent::for_route(component, Some(&shadowed(names)))
    };
    assert_eq!(rules("@theme/DocPage", &[]), Some(LINKS));
    assert_eq!(rules("@theme/MarkdownPage", &["Navbar"]), Some(LINKS));
    assert_eq!(
        rules("@theme/BlogPostPage", &["Link"]),
        Some(ServerContent {
            links: false,
            ..LINKS
        })
    );
    assert_eq!(
        rules("@theme/DocPage", &["Admonition", "TabItem"]),
        Some(ServerContent {
            admonitions: false,
            tabs: false,
            ..LINKS
        })
    );
    assert_eq!(rules("@theme/DocPage", &["DocItem/Layout"]), None);
    assert_eq!(rules("@theme/DocPage", &["DocItemExtra"]), Some(LINKS));
    assert_eq!(rules("@theme/MarkdownPage", &["MarkdownPage"]), None);
    assert_eq!(rules("@theme/BlogArchivePage", &[]), None);
    let posts = Some(ServerContent {
        place: ContentPlace::Posts,
        ..LINKS
    });
    assert_eq!(rules("@theme/BlogListPage", &[]), posts);
    assert_eq!(
        rules("@theme/BlogTagsPostsPage", &["BlogPostItem/Footer"]),
        None
    );
    assert_eq!(
        rules("@theme/BlogAuthorsPostsPage", &["BlogPostPage"]),
        posts
    );
    assert_eq!(ServerContent::for_route("@theme/DocPage", None), None);
}

#[test]
fn the_borrowed_tree_reads_what_the_markdown_tree_reads() {
    for json in [
        r#""text""#,
        r#"["Fragment"]"#,
        r#"["p","a \"quoted\" \\ text \u00e9\ud83c\udf89 é",["br"]]"#,
        r#"["CodeBlock",{"code":"x]}\"","lines":["<a>",""],"n":-1.5e3,"t":true,"f":false,"z":null,"o":{"a":[1,{"b":[]}]}},"child"]"#,
        " [ \"div\" , { \"id\" : \"x\" } , [ \"em\" , \"y\" ] , \"z\" ] ",
    ] {
        let item = tree::Item::read(json).unwrap_or_else(|| panic!("{json}"));
        let expected: cairn_markdown::Node = serde_json::from_str(json).unwrap();
        assert_eq!(tree::to_node(&item), expected, "{json}");
        assert_eq!(item.json(), json.trim());
    }
    for json in [
        "",
        "[]",
        "[1]",
        r#"["p""#,
        r#"["p",{"a":1},{"b":2}]"#,
        r#"["p","a",{"late":1}]"#,
        r#"["p"] x"#,
        r#"{"not":"a tree"}"#,
        r#"["p",]"#,
    ] {
        assert!(tree::Item::read(json).is_none(), "{json}");
    }
}

#[test]
fn the_content_field_is_found_at_the_top_of_the_page_only() {
    let page = r#"{"frontMatter":{"content":["p","not this"]},"n":[1,2.5,{"a":"]"}],"content":["p","this"],"after":{"x":"y"}}"#;
    let (place, item) = tree::Item::read_field(page, "content").unwrap();
    assert_eq!(&page[place], r#"["p","this"]"#);
    assert_eq!(item.json(), r#"["p","this"]"#);
    assert!(tree::Item::read_field(r#"{"title":"T"}"#, "content").is_none());
    assert!(tree::Item::read_field(r#"{"content":{"not":"a tree"}}"#, "content").is_none());
    assert!(tree::Item::read_field(r#"["content"]"#, "content").is_none());
}

#[test]
fn runs_inside_admonitions_and_tab_panels_are_replaced_unless_the_site_replaces_them() {
    let tree = r#"["Fragment",["Admonition",{"type":"tip"},["p","Tip"]],["Tabs",{"groupId":"g"},["TabItem",{"value":"a"},["p","A"]],"\n",["p","not a panel"]]]"#;
    let (content, fragments) = prerender(tree, LINKS).unwrap();
    assert_eq!(
        content,
        r#"["Fragment",["Admonition",{"type":"tip"},"m/0;"],["Tabs",{"groupId":"g"},["TabItem",{"value":"a"},"m/1;"],"\n",["p","not a panel"]]]"#
    );
    assert_eq!(fragments, ["<p>Tip</p>", "<p>A</p>"]);
    let own = ServerContent {
        admonitions: false,
        tabs: false,
        ..LINKS
    };
    assert_eq!(prerender(tree, own), None);
}

#[test]
fn each_post_of_a_list_page_has_its_runs_replaced() {
    let page = r#"{"title":"Blog","posts":[{"permalink":"/a/","content":["Fragment",["p","A"]],"tags":[]},{"content":["Fragment",["Details",["p","x"]]]},{"content":["Fragment",["p","B"]]}],"next":null}"#;
    let rules = ServerContent {
        place: ContentPlace::Posts,
        ..LINKS
    };
    let (json, fragments) = prerender_page(page, "/blog/", rules, HEADING_LINK_LABEL, "m").unwrap();
    assert_eq!(
        json,
        r#"{"title":"Blog","posts":[{"permalink":"/a/","content":["Fragment","m/0;"],"tags":[]},{"content":["Fragment",["Details",["p","x"]]]},{"content":["Fragment","m/1;"]}],"next":null}"#
    );
    assert_eq!(
        fragments
            .iter()
            .map(|f| f.html.as_str())
            .collect::<Vec<_>>(),
        ["<p>A</p>", "<p>B</p>"]
    );
    let empty = r#"{"posts":[]}"#;
    assert_eq!(
        prerender_page(empty, "/blog/", rules, HEADING_LINK_LABEL, "m"),
        None
    );
    let no_content = r#"{"posts":[{"title":"x"}]}"#;
    assert_eq!(
        prerender_page(no_content, "/blog/", rules, HEADING_LINK_LABEL, "m"),
        None
    );
}
