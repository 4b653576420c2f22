// An async boundary: Module Federation must negotiate the shared singletons (React, antd, ...) before
// any of them is evaluated, so nothing shared may be imported eagerly from the entry.
import('./bootstrap');
