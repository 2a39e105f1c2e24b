//! Values written either as a string or as a table (`plugins` entries, `editUrl`). By hand
//! rather than an untagged enum, so that a mistake in the table is named by its key
//! (`unknown field `modul``) instead of "did not match any variant".

use std::marker::PhantomData;

use serde::Deserialize;
use serde::de::{self, MapAccess, Visitor};

/// Reads a string as `from_string` says, or a table as `Table`, made a `T` by `from_table`;
/// `expecting` is what a value of another type is told it should be.
pub(crate) fn string_or_table<'de, D, T, Table>(
    deserializer: D,
    expecting: &'static str,
    from_string: fn(&str) -> T,
    from_table: fn(Table) -> T,
) -> Result<T, D::Error>
where
    D: de::Deserializer<'de>,
    Table: Deserialize<'de>,
{
    struct Either<T, Table> {
        expecting: &'static str,
        from_string: fn(&str) -> T,
        from_table: fn(Table) -> T,
        table: PhantomData<Table>,
    }

    impl<'de, T, Table: Deserialize<'de>> Visitor<'de> for Either<T, Table> {
        type Value = T;

        fn expecting(&self, formatter: &mut std::fmt::Formatter) -> std::fmt::Result {
            formatter.write_str(self.expecting)
        }

        fn visit_str<E: de::Error>(self, text: &str) -> Result<T, E> {
            Ok((self.from_string)(text))
        }

        fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<T, A::Error> {
            Table::deserialize(de::value::MapAccessDeserializer::new(map)).map(self.from_table)
        }
    }

    deserializer.deserialize_any(Either {
        expecting,
        from_string,
        from_table,
        table: PhantomData,
    })
}
