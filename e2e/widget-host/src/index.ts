// The asynchronous boundary lets the federation runtime negotiate shared packages first.
import('./bootstrap');
