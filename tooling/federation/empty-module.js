// Stands in for a stylesheet a boot script's modules import (boot-script.mjs): the page carries that CSS inline.
