//go:build js && wasm

package main

import (
	"reflect"
	"strings"
	"syscall/js"
)

// toJS is a value of package query as the JavaScript value its JSON
// encoding would give: a struct an object keyed by its fields' json names
// (a field tagged omitempty left out when empty), a slice an array (an
// empty one for nil), a nil pointer null. It is encoding/json without the
// text in between, and without encoding/json's weight in the page.
func toJS(v any) any {
	return valueOf(reflect.ValueOf(v))
}

func valueOf(v reflect.Value) any {
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			return nil
		}
		return valueOf(v.Elem())
	case reflect.Struct:
		obj := js.Global().Get("Object").New()
		t := v.Type()
		for i := 0; i < t.NumField(); i++ {
			name, omit := jsonName(t.Field(i))
			f := v.Field(i)
			if name == "" || (omit && f.IsZero()) {
				continue
			}
			obj.Set(name, valueOf(f))
		}
		return obj
	case reflect.Slice:
		arr := make([]any, v.Len())
		for i := range arr {
			arr[i] = valueOf(v.Index(i))
		}
		return arr
	case reflect.String:
		return v.String()
	case reflect.Bool:
		return v.Bool()
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return v.Int()
	}
	return nil
}

// jsonName is a field's name in JSON and whether it is left out when
// empty; "" for an unexported field or one tagged "-".
func jsonName(f reflect.StructField) (string, bool) {
	if !f.IsExported() {
		return "", false
	}
	tag := f.Tag.Get("json")
	if tag == "-" {
		return "", false
	}
	name, opts, _ := strings.Cut(tag, ",")
	if name == "" {
		name = f.Name
	}
	return name, strings.Contains(","+opts+",", ",omitempty,")
}
