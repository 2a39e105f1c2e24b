//! The `toc` prop of `<TOCInline>` as Docusaurus pages write it. Docusaurus needs the page's
//! headings passed in, `toc={toc}`, sometimes filtered by level:
//! `toc={toc.filter((node) => node.level === 2 || node.level === 4)}`. Cairn fills the prop
//! itself when it builds the page; these two forms are read, without running JavaScript, as
//! "every heading" and "the headings of these levels".

/// What a `toc` expression asks for: `Some(None)` for `toc` itself, `Some(Some(levels))` for a
/// filter on the heading level, `None` for an expression this cannot read.
pub(crate) fn levels(expression: &str) -> Option<Option<Vec<u8>>> {
    let expression = expression.trim();
    if expression == "toc" {
        return Some(None);
    }
    let inner = expression
        .strip_prefix("toc")?
        .trim_start()
        .strip_prefix(".filter")?
        .trim_start()
        .strip_prefix('(')?
        .trim_end()
        .strip_suffix(')')?;
    let (parameter, body) = inner.split_once("=>")?;
    let parameter = parameter.trim();
    let parameter = parameter
        .strip_prefix('(')
        .and_then(|rest| rest.strip_suffix(')'))
        .unwrap_or(parameter)
        .trim();
    // `(node) => node.level === 2`, or `({level}) => level === 2`.
    let level_name = match parameter
        .strip_prefix('{')
        .and_then(|rest| rest.strip_suffix('}'))
    {
        Some(fields) if fields.trim() == "level" => "level".to_owned(),
        Some(_) => return None,
        None if is_identifier(parameter) => format!("{parameter}.level"),
        None => return None,
    };
    let body = body.trim();
    let body = match body.strip_prefix('{') {
        Some(block) => block
            .strip_suffix('}')?
            .trim()
            .strip_prefix("return")?
            .trim()
            .trim_end_matches(';')
            .trim(),
        None => body,
    };
    let tokens = tokenize(body, &level_name)?;
    let mut levels = Vec::new();
    for level in 1..=6u8 {
        let mut parser = Parser {
            tokens: &tokens,
            at: 0,
            level: i64::from(level),
        };
        let kept = parser.or()?;
        if parser.at != tokens.len() {
            return None;
        }
        if kept {
            levels.push(level);
        }
    }
    Some(Some(levels))
}

fn is_identifier(text: &str) -> bool {
    !text.is_empty()
        && !text.starts_with(|character: char| character.is_ascii_digit())
        && text
            .chars()
            .all(|character| character.is_alphanumeric() || character == '_' || character == '$')
}

#[derive(Debug, Clone, PartialEq)]
enum Token {
    Level,
    Number(i64),
    Compare(&'static str),
    And,
    Or,
    Not,
    Open,
    Close,
}

fn tokenize(body: &str, level_name: &str) -> Option<Vec<Token>> {
    const OPERATORS: [(&str, Token); 12] = [
        ("===", Token::Compare("==")),
        ("!==", Token::Compare("!=")),
        ("==", Token::Compare("==")),
        ("!=", Token::Compare("!=")),
        ("<=", Token::Compare("<=")),
        (">=", Token::Compare(">=")),
        ("&&", Token::And),
        ("||", Token::Or),
        ("<", Token::Compare("<")),
        (">", Token::Compare(">")),
        ("!", Token::Not),
        ("(", Token::Open),
    ];
    let mut tokens = Vec::new();
    let mut rest = body.trim_start();
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix(level_name) {
            if after.starts_with(|c: char| c.is_alphanumeric() || c == '_' || c == '.') {
                return None;
            }
            tokens.push(Token::Level);
            rest = after;
        } else if let Some(after) = rest.strip_prefix(')') {
            tokens.push(Token::Close);
            rest = after;
        } else if let Some((operator, token)) = OPERATORS
            .iter()
            .find(|(operator, _)| rest.starts_with(operator))
        {
            tokens.push(token.clone());
            rest = &rest[operator.len()..];
        } else {
            let digits = rest.chars().take_while(char::is_ascii_digit).count();
            if digits == 0 {
                return None;
            }
            tokens.push(Token::Number(rest[..digits].parse().ok()?));
            rest = &rest[digits..];
        }
        rest = rest.trim_start();
    }
    Some(tokens)
}

/// Evaluates the tokens for one heading level: `||` of `&&` of comparisons, `!` and brackets.
struct Parser<'t> {
    tokens: &'t [Token],
    at: usize,
    level: i64,
}

impl Parser<'_> {
    fn next(&mut self) -> Option<&Token> {
        let token = self.tokens.get(self.at)?;
        self.at += 1;
        Some(token)
    }

    fn peek(&self) -> Option<&Token> {
        self.tokens.get(self.at)
    }

    fn or(&mut self) -> Option<bool> {
        let mut value = self.and()?;
        while self.peek() == Some(&Token::Or) {
            self.at += 1;
            value = self.and()? || value;
        }
        Some(value)
    }

    fn and(&mut self) -> Option<bool> {
        let mut value = self.unary()?;
        while self.peek() == Some(&Token::And) {
            self.at += 1;
            value = self.unary()? && value;
        }
        Some(value)
    }

    fn unary(&mut self) -> Option<bool> {
        match self.peek()? {
            Token::Not => {
                self.at += 1;
                Some(!self.unary()?)
            }
            Token::Open => {
                self.at += 1;
                let value = self.or()?;
                (self.next()? == &Token::Close).then_some(value)
            }
            _ => self.comparison(),
        }
    }

    fn comparison(&mut self) -> Option<bool> {
        let left = self.operand()?;
        let Some(Token::Compare(operator)) = self.next().cloned() else {
            return None;
        };
        let right = self.operand()?;
        Some(match operator {
            "==" => left == right,
            "!=" => left != right,
            "<" => left < right,
            "<=" => left <= right,
            ">" => left > right,
            _ => left >= right,
        })
    }

    fn operand(&mut self) -> Option<i64> {
        match self.next()? {
            Token::Level => Some(self.level),
            Token::Number(number) => Some(*number),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_s_own_toc() {
        assert_eq!(levels("toc"), Some(None));
        assert_eq!(levels(" toc "), Some(None));
    }

    #[test]
    fn filters_on_the_level() {
        let filtered = |expression: &str| levels(expression).flatten();
        assert_eq!(
            filtered("toc.filter((node) => node.level === 2 || node.level === 4)"),
            Some(vec![2, 4])
        );
        assert_eq!(
            filtered("toc.filter(node => node.level <= 3)"),
            Some(vec![1, 2, 3])
        );
        assert_eq!(
            filtered("toc.filter(({level}) => level > 2 && !(level === 5))"),
            Some(vec![3, 4, 6])
        );
        assert_eq!(
            filtered("toc.filter((h) => { return 3 == h.level; })"),
            Some(vec![3])
        );
    }

    #[test]
    fn other_expressions_are_not_read() {
        for expression in [
            "toc.slice(1)",
            "toc.filter((node) => node.value !== 'Intro')",
            "toc.filter((node) => node.levels === 2)",
            "toc.filter((node) => node.level === 2 ||)",
            "myToc",
            "toc.filter((node) => level === 2)",
        ] {
            assert_eq!(levels(expression), None, "{expression}");
        }
    }
}
